/** Maturity levels 1–5 of the report. */
export type MaturityLevel = 1 | 2 | 3 | 4 | 5;

export interface MaturityLevelDefinition {
  level: MaturityLevel;
  /** Japanese name shown beside the level digit. */
  name: string;
  /** Lowest overall score (0–100) that reaches this level. */
  minScore: number;
  /** One-line Japanese description used by the report writers. */
  description: string;
}

/**
 * Level bands on the overall score. The bands are wider at the top because D answers describe
 * company-wide, strategy-led practice: level 5 needs almost every answer at D.
 */
export const maturityLevels: readonly MaturityLevelDefinition[] = [
  {
    level: 1,
    name: '未着手・アナログ中心',
    minScore: 0,
    description: '紙や口頭での業務が中心で、DXはまだ始まっていない段階',
  },
  {
    level: 2,
    name: 'デジタル化初期',
    minScore: 20,
    description: '一部の業務でITツールの導入が始まり、デジタル化に着手した段階',
  },
  {
    level: 3,
    name: '業務デジタル化・データ活用',
    minScore: 40,
    description: '複数の業務がデジタル化され、部分的にデータ活用が進んでいる段階',
  },
  {
    level: 4,
    name: '全社DX推進',
    minScore: 65,
    description: '全社戦略のもとでDXを推進し、組織的に変革を進めている段階',
  },
  {
    level: 5,
    name: 'AI・データ駆動型経営',
    minScore: 90,
    description: 'AIとデータが経営と事業の中核に組み込まれ、変革を継続している段階',
  },
];

/** The level (1–5) an overall score (0–100) falls in. */
export function levelForScore(overall: number): MaturityLevelDefinition {
  let found = maturityLevels[0]!;
  for (const definition of maturityLevels) if (overall >= definition.minScore) found = definition;
  return found;
}

/** The [low, high) score band of a level; level 5 ends at 100. */
export function levelBand(level: MaturityLevel): { low: number; high: number } {
  const low = maturityLevels[level - 1]!.minScore;
  const high = level === 5 ? 100 : maturityLevels[level]!.minScore;
  return { low, high };
}

/** The text of executiveSummary.maturityLevel, e.g. 「レベル2：デジタル化初期」; the digit always comes from scoring. */
export function maturityLevelText(level: MaturityLevel): string {
  return `レベル${level}：${maturityLevels[level - 1]!.name}`;
}
