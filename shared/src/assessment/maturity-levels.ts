import { maturityLevelNames } from '../contract/report-display';
import type { ChoiceLetter, QuestionId } from '../questionnaire/questions';

/** Maturity levels 1–5 of the report. */
export type MaturityLevel = 1 | 2 | 3 | 4 | 5;

/** A capability a level needs: a question answered at least at a letter of its A→D ladder. */
export interface LevelRequirement {
  question: QuestionId;
  atLeast: ChoiceLetter;
  /** What the company does once it meets the requirement, as the ladder shows it. */
  text: string;
}

export interface MaturityLevelDefinition {
  level: MaturityLevel;
  /** Japanese name shown beside the level digit. */
  name: string;
  /** Lowest overall capability score (0–100) that reaches this level, gates permitting. */
  minScore: number;
  /** One-line Japanese description; the gates make it true of every company at this level. */
  description: string;
  /**
   * Gates: answers a company needs for this level whatever its score, so that the description is
   * true to what it answered. A level's gates include those of the levels below it.
   */
  requires: LevelRequirement[];
  /** The matching stage of the 中小企業白書 digitalisation stages and IPA DX推進指標 (docs/assessment.md §2). */
  publicScale: string;
}

const digitising: LevelRequirement = {
  question: 'q1',
  atLeast: 'B',
  text: '一部の業務でITツールを使い始めている',
};
const processesDigitised: LevelRequirement = {
  question: 'q1',
  atLeast: 'C',
  text: '複数の業務プロセスをデジタル化し、データを業務改善に使っている',
};
const companyWide: LevelRequirement = {
  question: 'q1',
  atLeast: 'D',
  text: '全社の戦略としてデジタル化を進め、事業やサービスを変えている',
};
const dedicatedOwner: LevelRequirement = {
  question: 'q4',
  atLeast: 'C',
  text: '専任の担当者またはチームが計画に沿って推進している',
};
const budgeted: LevelRequirement = {
  question: 'q9',
  atLeast: 'C',
  text: '効果が見込める分野に年度予算を確保して投資している',
};
const executiveOwner: LevelRequirement = {
  question: 'q4',
  atLeast: 'D',
  text: '経営直轄の推進責任者が全社の進捗を定期的に確認している',
};
const aiEmbedded: LevelRequirement = {
  question: 'q6',
  atLeast: 'D',
  text: 'AIを複数の業務プロセスに組み込み、効果を測定している',
};
const inHouseCapability: LevelRequirement = {
  question: 'q8',
  atLeast: 'C',
  text: '外部と協力しながら社内にノウハウを蓄積している',
};

/** The level's name and description, from the table the browser shares. */
function displayOf(level: MaturityLevel): { level: MaturityLevel; name: string; description: string } {
  return maturityLevelNames.find((entry) => entry.level === level)!;
}

/**
 * The level ladder. Score bands are on the capability score; the gates keep each description true
 * (level 3 needs digitised processes, level 5 needs AI built into several processes with measured effect).
 */
export const maturityLevels: readonly MaturityLevelDefinition[] = [
  {
    ...displayOf(1),
    minScore: 0,
    requires: [],
    publicScale: '中小企業白書の段階1（紙や口頭による業務が中心）／DX推進指標レベル0',
  },
  {
    ...displayOf(2),
    minScore: 20,
    requires: [digitising],
    publicScale: '中小企業白書の段階2（デジタルツールを利用した業務環境への移行）／DX推進指標レベル1',
  },
  {
    ...displayOf(3),
    minScore: 45,
    requires: [processesDigitised],
    publicScale: '中小企業白書の段階3（業務効率化やデータ分析）／DX推進指標レベル2',
  },
  {
    ...displayOf(4),
    minScore: 70,
    requires: [companyWide, dedicatedOwner, budgeted],
    publicScale: '中小企業白書の段階4（ビジネスモデルの変革や競争力強化）／DX推進指標レベル3',
  },
  {
    ...displayOf(5),
    minScore: 90,
    requires: [companyWide, executiveOwner, budgeted, aiEmbedded, inHouseCapability],
    publicScale: 'DX推進指標レベル4以上（全社的な仕組みとして定着し、継続的に変革）',
  },
];

/** The definition of a level. */
export function levelDefinition(level: MaturityLevel): MaturityLevelDefinition {
  return maturityLevels[level - 1]!;
}

/** The level (1–5) an overall score (0–100) falls in, before gates. */
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
