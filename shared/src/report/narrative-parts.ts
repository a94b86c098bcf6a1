import { pickNarrativeJsonSchema, type JsonSchema } from './report-narrative';

/** One part of the narrative that a single model call writes. */
export interface NarrativePart {
  /** Also the JSON-schema name of its request (`report_<name>`), which tells servers and logs the part. */
  name: string;
  /** Dotted paths of the narrative this part writes, e.g. 'detailedAnalysis.overall'. */
  paths: readonly string[];
  /** The fields in words, for the short last message of the request. */
  fields: string;
  /** The strict JSON Schema of the part: the narrative's own schema cut down to `paths`. */
  schema: JsonSchema;
}

const part = (name: string, paths: readonly string[], fields: string): NarrativePart => ({
  name,
  paths,
  fields,
  schema: pickNarrativeJsonSchema(paths),
});

/**
 * The narrative in five parts, written by parallel calls that share one prompt. A model writes about
 * 60 tokens/s and a whole report is 3,000–3,800 output tokens: one call takes close to a minute, while
 * the visitor should have the report within 20 s, the model reader's call included (it runs first,
 * about 4–5 s). The parts are balanced by the lengths the schema's descriptions ask for (about
 * 550–720 output tokens each, 9–12 s; scripts/bench/model-latency.ts prints them), and grouped so that
 * text that must agree is written together: the recommended first action with the next steps (so
 * 「まずは」 is used once), the issues with the benchmark and what the visitor's own words show, the
 * roadmap on its own since it keeps the draft's periods and order from the knowledge pack.
 */
export const narrativeParts: readonly NarrativePart[] = [
  part(
    'summary',
    ['executiveSummary', 'detailedAnalysis.nextSteps'],
    'エグゼクティブサマリー（executiveSummary）と、推奨される次のステップ（detailedAnalysis.nextSteps）',
  ),
  part(
    'profile_issues',
    ['companyProfile', 'issueAnalysis', 'benchmark', 'detailedAnalysis.freeTextInsights'],
    '会社の特徴（companyProfile）、課題の優先度（issueAnalysis）、同業・同規模と比べて強化すべき領域（benchmark.areaToStrengthen）、詳細分析のうち自由記述から見える課題（freeTextInsights）',
  ),
  part(
    'analysis_state',
    ['detailedAnalysis.overall', 'detailedAnalysis.dxProgress', 'detailedAnalysis.organization'],
    '詳細分析のうち、総合評価と現状認識（overall）、DX推進状況（dxProgress）、組織体制と推進力（organization）',
  ),
  part(
    'analysis_areas',
    [
      'detailedAnalysis.technicalAndSkills',
      'detailedAnalysis.aiAdoption',
      'detailedAnalysis.investmentStrategy',
    ],
    '詳細分析のうち、技術的課題とスキルギャップ（technicalAndSkills）、AI活用（aiAdoption）、投資戦略とROI（investmentStrategy）',
  ),
  part('roadmap', ['roadmap'], 'ロードマップ（roadmap、3フェーズ）'),
];

/** The whole narrative as one part: one call, for comparison and for servers that cannot take parallel calls. */
export const wholeNarrative: NarrativePart = part(
  'narrative',
  ['executiveSummary', 'companyProfile', 'issueAnalysis', 'benchmark', 'detailedAnalysis', 'roadmap'],
  'レポートのすべての項目',
);

/** The JSON-schema name of a part's request. */
export const partSchemaName = (narrativePart: NarrativePart) => `report_${narrativePart.name}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values at `paths` of a model's answer, nothing else: a part that also wrote another part's
 * keys cannot overwrite them. Missing paths stay missing, for the schema check to name.
 */
export function pickPaths(value: unknown, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: unknown = value;
    for (const key of keys) source = isRecord(source) ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      if (!isRecord(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[keys.at(-1)!] = source;
  }
  return picked;
}

/** The parts merged key by key into one narrative-shaped object (to be validated by the caller). */
export function mergeParts(parts: readonly Record<string, unknown>[]): Record<string, unknown> {
  const merge = (target: Record<string, unknown>, source: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(source)) {
      if (isRecord(value) && isRecord(target[key])) merge(target[key] as Record<string, unknown>, value);
      else target[key] = isRecord(value) ? merge({}, value) : value;
    }
    return target;
  };
  return parts.reduce<Record<string, unknown>>((merged, value) => merge(merged, value), {});
}
