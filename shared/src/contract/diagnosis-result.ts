import { z } from 'zod';

/** Keys of the eight detailed sections, in the order the report shows them (SPEC §3). */
export const detailedAnalysisKeys = [
  'overall',
  'dxProgress',
  'organization',
  'technicalAndSkills',
  'aiAdoption',
  'investmentStrategy',
  'freeTextInsights',
  'nextSteps',
] as const;
export type DetailedAnalysisKey = (typeof detailedAnalysisKeys)[number];

/** Japanese titles of the detailed sections (SPEC §3). */
export const detailedAnalysisTitles: Record<DetailedAnalysisKey, string> = {
  overall: '総合評価と現状認識',
  dxProgress: 'DX推進状況の分析',
  organization: '組織体制と推進力',
  technicalAndSkills: '技術的課題とスキルギャップ',
  aiAdoption: 'AI活用への姿勢と実態のギャップ',
  investmentStrategy: '投資戦略とROIの考え方',
  freeTextInsights: '自由記述から見える具体的な課題',
  nextSteps: '推奨される次のステップ',
};

/** The five scored dimensions (DESIGN §7). */
export const dimensionKeys = ['strategy', 'organization', 'technology', 'aiAdoption', 'investment'] as const;
export type DimensionKey = (typeof dimensionKeys)[number];

const score = z.number().min(0).max(100);

const dimensionScores = z.object({
  strategy: score,
  organization: score,
  technology: score,
  aiAdoption: score,
  investment: score,
});

/** Where a company stands as a band with its uncertainty, never as a precise rank from public statistics. */
export const standingBandSchema = z.object({
  /** Japanese band, e.g. 「中位程度」. */
  label: z.string(),
  /** The range (percentiles 0–100) the estimate is consistent with. */
  low: score,
  high: score,
});

/** Scores added to the SPEC result so that the report can draw charts; not part of SPEC §3. */
export const reportScoresSchema = z.object({
  /** Capability score: what the company does today (docs/assessment.md). */
  overall: score,
  level: z.number().int().min(1).max(5),
  levelName: z.string(),
  dimensions: dimensionScores,
  /** Will, interest in AI and urgency (q3, q5, q10), reported beside the level; absent in old reports. */
  readiness: score.optional(),
  /** The next level and what it takes; null at level 5; absent in old reports. */
  nextLevel: z
    .object({
      level: z.number().int().min(2).max(5),
      name: z.string(),
      /** Capability points still missing to the next level's score band (0 when only gates are missing). */
      scoreGap: z.number().min(0).max(100),
      /** What the company would do at the next level that its answers do not show yet. */
      missing: z.array(z.string()),
    })
    .nullable()
    .optional(),
  benchmark: z.object({
    /** The estimate's midpoint: share of the comparison group (0–100) this company is above. */
    percentile: score,
    dimensionPercentiles: dimensionScores,
    /** Mean overall score of the comparison group (rounded; a public-statistics estimate in baseline mode). */
    peerAverage: score,
    /** Distinct companies among own peers that were used (0 in baseline mode). */
    peerCount: z.number().int().min(0),
    /** baseline: public statistics; blended: own peers weighted n/(n+30) with the baseline; peers: own data only. */
    source: z.enum(['peers', 'blended', 'baseline']),
    /** The overall standing as a band with its range; absent in old reports. */
    band: standingBandSchema.optional(),
    /** Per-dimension bands; absent in old reports. */
    dimensionBands: z
      .object({
        strategy: standingBandSchema,
        organization: standingBandSchema,
        technology: standingBandSchema,
        aiAdoption: standingBandSchema,
        investment: standingBandSchema,
      })
      .optional(),
    /** Per-dimension averages of the comparison group (rounded), drawn beside the company's shape. */
    dimensionAverages: dimensionScores.optional(),
  }),
});

/** One phase of the recommended roadmap (0–3, 3–6, 6–12 months). */
export const roadmapPhaseSchema = z.object({
  period: z.string(),
  title: z.string(),
  actions: z.array(z.string()).min(1),
  owner: z.string(),
  kpis: z.array(z.string()).min(1),
  budget: z.string(),
  support: z.string(),
  /** Per KPI: how to take its baseline first, and what six months on should show (目安); absent in old reports. */
  measures: z
    .array(z.object({ kpi: z.string(), baseline: z.string(), sixMonthGuide: z.string() }))
    .optional(),
  /** A 試算 from the visitor's own numbers, tied to one of this phase's KPIs (phase 1 only). */
  estimate: z.object({ kpi: z.string(), text: z.string() }).optional(),
  /** The investment phase's budget as a published programme frame for the company's size (目安), with its source. */
  budgetGuide: z
    .object({ text: z.string(), source: z.string(), url: z.string(), checkedOn: z.string() })
    .optional(),
});

/** A public support programme the report points to (from the dated table; never from a model). */
export const supportReferenceSchema = z.object({
  name: z.string(),
  summary: z.string(),
  url: z.string(),
  checkedOn: z.string(),
  note: z.string(),
});

/** The provider's offer that closes the report, with the questions a consultant would ask next. */
export const callToActionSchema = z.object({
  provider: z.string(),
  offer: z.string(),
  questions: z.array(z.string()),
  contact: z.string(),
  bookingUrl: z.string().nullable(),
  /** The concrete next step offered (PROVIDER_OFFER_* variables); absent in old reports. */
  nextStep: z
    .object({
      /** How it takes place, e.g. 「オンライン個別相談」. */
      format: z.string(),
      minutes: z.number().int().positive(),
      /** What the visitor receives afterwards. */
      deliverable: z.string(),
      /** Who holds the conversation. */
      deliveredBy: z.string(),
    })
    .optional(),
});

/**
 * A one-page brief a respondent who is not the decision-maker hands to the CEO: the level, the one
 * issue, the first step and the decision asked for, built from the result itself.
 */
export const decisionBriefSchema = z.object({
  companyName: z.string(),
  /** Who prepared it (the respondent), as the brief names them. */
  preparedBy: z.string(),
  /** 「レベル2：デジタル化初期」, with the overall score. */
  level: z.string(),
  overall: score,
  /** The one issue the report centres on, and the area it belongs to. */
  issue: z.string(),
  issueArea: z.string(),
  firstStep: z.object({
    period: z.string(),
    title: z.string(),
    action: z.string(),
    owner: z.string(),
    measure: z.string(),
    budget: z.string(),
  }),
  /** The decision asked of the CEO, as one sentence. */
  decision: z.string(),
});

/**
 * A second diagnosis beside the one it follows (started from the earlier report's private link):
 * the earlier level, each area's score then and now, and the KPIs the earlier roadmap asked to
 * measure. Computed when the report is composed, from the earlier stored scores and roadmap.
 */
export const reportComparisonSchema = z.object({
  previous: z.object({
    /** When the earlier report was made (ISO 8601 instant): its 「診断日」. */
    diagnosedAt: z.iso.datetime(),
    level: z.number().int().min(1).max(5),
    levelName: z.string(),
    /** The earlier capability score, rounded. */
    overall: score,
  }),
  /** This diagnosis's level minus the earlier one. */
  levelChange: z.number().int().min(-4).max(4),
  /** This diagnosis's rounded capability score minus the earlier rounded one. */
  overallChange: z.number().int().min(-100).max(100),
  /** The five areas in chart order, scores rounded; `change` is now minus then. */
  dimensions: z
    .array(
      z.object({
        key: z.enum(dimensionKeys),
        previous: score,
        current: score,
        change: z.number().int().min(-100).max(100),
      }),
    )
    .length(dimensionKeys.length),
  /** The KPIs of the earlier roadmap, phase by phase, with how their baseline was to be taken and the six-month guide. */
  previousKpis: z.array(
    z.object({
      period: z.string(),
      phaseTitle: z.string(),
      kpi: z.string(),
      baseline: z.string().optional(),
      sixMonthGuide: z.string().optional(),
    }),
  ),
});

const text = z.string();

/** The diagnosis result returned by POST /api/submit and stored per submission (SPEC §3). */
export const diagnosisResultSchema = z.object({
  executiveSummary: z.object({
    maturityLevel: text,
    position: text,
    priorityIssue: text,
    strength: text,
    keyFinding: text,
    recommendedAction: text,
  }),
  companyProfile: z.object({
    companyName: text,
    contactPerson: text,
    details: text,
  }),
  issueAnalysis: z.object({
    high: z.array(text),
    medium: z.array(text),
  }),
  benchmark: z.object({
    comparison: text,
    areaToStrengthen: text,
  }),
  detailedAnalysis: z.object({
    overall: text,
    dxProgress: text,
    organization: text,
    technicalAndSkills: text,
    aiAdoption: text,
    investmentStrategy: text,
    freeTextInsights: text,
    nextSteps: text,
  }),
  /** Short answers to what the visitor explicitly asked, shown near the top; absent in old reports. */
  answersToAsks: z.array(z.object({ question: text, answer: text })).optional(),
  scores: reportScoresSchema.optional(),
  /** The phased roadmap; absent in reports written before it existed. */
  roadmap: z.array(roadmapPhaseSchema).optional(),
  /** Support programmes matched from the dated table; absent in old reports. */
  supportProgrammes: z.array(supportReferenceSchema).optional(),
  /** Answers that contradict each other, named politely for the conversation that follows. */
  pointsToConfirm: z.array(z.string()).optional(),
  callToAction: callToActionSchema.optional(),
  /** For a respondent who is not the decision-maker: the page to hand to the CEO; absent otherwise. */
  decisionBrief: decisionBriefSchema.optional(),
  /** A second diagnosis: what changed since the earlier one it follows; absent for a first diagnosis. */
  comparison: reportComparisonSchema.optional(),
});

export type ReportScores = z.infer<typeof reportScoresSchema>;
export type StandingBand = z.infer<typeof standingBandSchema>;
export type RoadmapPhase = z.infer<typeof roadmapPhaseSchema>;
export type SupportReference = z.infer<typeof supportReferenceSchema>;
export type CallToAction = z.infer<typeof callToActionSchema>;
export type DecisionBrief = z.infer<typeof decisionBriefSchema>;
export type ReportComparison = z.infer<typeof reportComparisonSchema>;
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;
