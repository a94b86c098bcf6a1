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

/** Scores added to the SPEC result so that the report can draw charts; not part of SPEC §3. */
export const reportScoresSchema = z.object({
  overall: score,
  level: z.number().int().min(1).max(5),
  levelName: z.string(),
  dimensions: z.object({
    strategy: score,
    organization: score,
    technology: score,
    aiAdoption: score,
    investment: score,
  }),
  benchmark: z.object({
    /** Share of peers (0–100) this company scores above overall. */
    percentile: score,
    dimensionPercentiles: z.object({
      strategy: score,
      organization: score,
      technology: score,
      aiAdoption: score,
      investment: score,
    }),
    /** Mean overall score of the comparison group. */
    peerAverage: score,
    peerCount: z.number().int().min(0),
    source: z.enum(['peers', 'baseline']),
  }),
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
  scores: reportScoresSchema.optional(),
});

export type ReportScores = z.infer<typeof reportScoresSchema>;
export type DiagnosisResult = z.infer<typeof diagnosisResultSchema>;
