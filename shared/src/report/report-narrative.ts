import { z } from 'zod';
import { detailedAnalysisKeys } from '../contract/diagnosis-result';

// Every narrative field must be Japanese: a model answering in English is a schema mismatch.
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const narrativeText = z.string().trim().min(1).max(2000).regex(japanese, '日本語で記述してください');
const issueList = z.array(narrativeText.max(300)).min(1).max(5);
const shortText = narrativeText.max(400);

/** One roadmap phase as a writer produces it (the contract's roadmapPhaseSchema, with text rules). */
const roadmapPhase = z.object({
  period: z.string().trim().min(1).max(40),
  title: shortText,
  actions: z.array(shortText).min(1).max(4),
  owner: shortText,
  kpis: z.array(shortText).min(1).max(4),
  budget: shortText,
  support: shortText,
});

/**
 * The fields a writer produces. The level, company name, contact person and benchmark comparison
 * are not among them: they come from scoring and the stored submission.
 */
export const reportNarrativeSchema = z.object({
  executiveSummary: z.object({
    position: narrativeText,
    priorityIssue: narrativeText,
    strength: narrativeText,
    keyFinding: narrativeText,
    recommendedAction: narrativeText,
  }),
  companyProfile: z.object({ details: narrativeText }),
  issueAnalysis: z.object({ high: issueList, medium: issueList }),
  benchmark: z.object({ areaToStrengthen: narrativeText }),
  detailedAnalysis: z.object(
    Object.fromEntries(detailedAnalysisKeys.map((key) => [key, narrativeText])) as Record<
      (typeof detailedAnalysisKeys)[number],
      typeof narrativeText
    >,
  ),
  /** Three or four phases: 0–3, 3–6, 6–12 months (and beyond). */
  roadmap: z.array(roadmapPhase).min(3).max(4),
});
export type ReportNarrative = z.infer<typeof reportNarrativeSchema>;

/** A JSON Schema node, as the strict structured-output mode accepts it. */
export type JsonSchema = Record<string, unknown>;
const stringSchema = (description: string): JsonSchema => ({ type: 'string', description });
const objectSchema = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});
const listSchema = (description: string, maxItems: number): JsonSchema => ({
  type: 'array',
  description,
  items: { type: 'string' },
  minItems: 1,
  maxItems,
});

/**
 * The same shape as a JSON Schema for structured outputs in strict mode (every key required,
 * no extra keys, no string length keywords); length and language are checked by the zod schema.
 * The descriptions carry the length the model should write (文 = sentences, 件 = items, 字 =
 * characters): they keep each parallel part near its budget of output tokens (see narrative-parts.ts).
 */
export const reportNarrativeJsonSchema: JsonSchema = objectSchema({
  executiveSummary: objectSchema({
    position: stringSchema('業界・規模の中での現在地（2〜3文）'),
    priorityIssue: stringSchema('最優先で取り組むべき課題（2〜3文）'),
    strength: stringSchema('この会社の強み（1〜2文）'),
    keyFinding: stringSchema('回答から読み取れる最も重要な気づき（2〜3文）'),
    recommendedAction: stringSchema('最初に取るべき具体的な行動（2〜3文）'),
  }),
  companyProfile: objectSchema({ details: stringSchema('会社概要と回答者の立場を踏まえた特徴（2〜3文）') }),
  issueAnalysis: objectSchema({
    high: listSchema('優先度の高い課題（2〜3件、各1〜2文）', 5),
    medium: listSchema('優先度が中程度の課題（2〜3件、各1〜2文）', 5),
  }),
  benchmark: objectSchema({ areaToStrengthen: stringSchema('同業・同規模と比べて強化すべき領域（2文）') }),
  detailedAnalysis: objectSchema({
    overall: stringSchema('総合評価と現状認識（4〜6文）'),
    dxProgress: stringSchema('DX推進状況の分析（3〜5文）'),
    organization: stringSchema('組織体制と推進力（3〜5文）'),
    technicalAndSkills: stringSchema('技術的課題とスキルギャップ（3〜5文）'),
    aiAdoption: stringSchema('AI活用への姿勢と実態のギャップ（3〜5文）'),
    investmentStrategy: stringSchema('投資戦略とROIの考え方（3〜5文）'),
    freeTextInsights: stringSchema(
      '自由記述から見える具体的な課題（3〜5文。記述がなければその旨と回答からの示唆）',
    ),
    nextSteps: stringSchema(
      '推奨される次のステップ（ロードマップの3つのフェーズに対応する3項目を番号付き・改行区切りで。全体で3〜6文）',
    ),
  }),
  roadmap: {
    type: 'array',
    description: 'ロードマップ（知識パックの下書きと同じ3フェーズ：0〜3か月、3〜6か月、6〜12か月）',
    minItems: 3,
    maxItems: 3,
    items: objectSchema({
      period: stringSchema('期間（下書きと同じ表記、10字以内）'),
      title: stringSchema('フェーズの目的（1文）'),
      actions: listSchema('具体的な行動（1〜2件、各1文）', 3),
      owner: stringSchema('担当（会社の規模に合わせる。30字以内）'),
      kpis: listSchema('成果指標（1〜3件、単位付き、各20字以内）', 3),
      budget: stringSchema('予算の考え方（1文。金額は書かない）'),
      support: stringSchema('活用できる支援（1文。知識パックにある名称のみ）'),
    }),
  },
});

/**
 * The part of the narrative's JSON Schema that holds `paths` (dotted, e.g. 'detailedAnalysis.overall'),
 * with the same nesting, so that the parts of a narrative merge back into it key by key.
 */
export function pickNarrativeJsonSchema(
  paths: readonly string[],
  schema = reportNarrativeJsonSchema,
): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema>;
  const byKey = new Map<string, string[]>();
  for (const path of paths) {
    const [key, ...rest] = path.split('.');
    if (!(key! in properties)) throw new Error(`unknown narrative path ${path}`);
    byKey.set(key!, [...(byKey.get(key!) ?? []), ...(rest.length > 0 ? [rest.join('.')] : [])]);
  }
  return objectSchema(
    Object.fromEntries(
      [...byKey].map(([key, rest]) => [
        key,
        rest.length === 0 ? properties[key]! : pickNarrativeJsonSchema(rest, properties[key]!),
      ]),
    ),
  );
}
