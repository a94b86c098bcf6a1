import type { CompanySize, Industry } from '../questionnaire/dropdown-options';

/**
 * Public statistics behind the baseline benchmark (used until a segment has enough distinct
 * companies of its own). Every figure names its source; docs/assessment.md §2 explains the
 * derivation, and shared/data/benchmark-baseline.md (team research) the wider evidence.
 * Checked 2026-11-23. Figures were read on the publishers' pages or, where marked, in press coverage
 * of them; no figure here is more precise than its source.
 */
export const baselineSources = {
  stages: {
    shortName: '中小企業庁「中小企業白書」（2022年版 第2-3-21図・第2-3-23図、2025年版）',
    url: 'https://www.chusho.meti.go.jp/pamflet/hakusyo/',
    note: 'デジタル化の取組段階1〜4。2021年：段階1 8.2%、段階2 34.9%、段階4 約1割。従業員5〜20人の約5割が段階1〜2、100人超の約8割が段階3〜4。2024年の段階1は12.5%（2025年版、報道による）。',
  },
  stagesCheck: {
    shortName: '東京商工会議所「中小企業のデジタルシフト・DX実態調査」（2025年）',
    url: 'https://www.tokyo-cci.or.jp/page.jsp?id=1205152',
    note: '同じ4段階の定義で 17.7 / 29.6 / 43.8 / 8.9%（n=1,218）。',
  },
  topLevel: {
    shortName: 'IPA「DX推進指標 自己診断結果 分析レポート（2024年版）」',
    url: 'https://www.ipa.go.jp/pressrelease/2025/press20250507.html',
    note: '平均1.67、レベル4以上は全体の1%。',
  },
  topLevelEarly: {
    shortName: 'IPA「DX推進指標 自己診断結果 分析レポート」2020年版・2021年版',
    url: 'https://www.ipa.go.jp/digital/dx-suishin/bunseki2022.html',
    note: '平均レベル3以上の「先行企業」は2020年版（305件）8.5%、2021年版（486件）17.7%（報道による：bizzine.jp/article/detail/6193、xtech.nikkei.com/atcl/nxt/news/18/13498/）。補助金要件で中小企業の提出が9割になる2022年版より前の、自主的な提出。',
  },
  strategyBySize: {
    shortName: 'IPA「DX動向2024」',
    url: 'https://www.ipa.go.jp/digital/chousa/dx-trend/dx-trend-2024.html',
    note: '戦略に基づくDX（全社＋一部部門）は全体で約6割、従業員1,001人以上で9割弱（報道による：sbbit.jp/article/cont1/144591）。',
  },
  dxByIndustry: {
    shortName: '総務省「令和3年版 情報通信白書」',
    url: 'https://www.soumu.go.jp/johotsusintokei/whitepaper/ja/r03/text/nd112420.txt',
    note: '業種別のDX実施率（約45〜9%）。業種による差の向きと大きさだけを使う。',
  },
  aiBySize: {
    shortName: '情報通信総合研究所「企業における生成AI導入状況に関するアンケート調査」（2024年）',
    url: 'https://news.yahoo.co.jp/articles/067dec0793a85a1522c44cc90c33c3b736712192',
    note: '勤務先が生成AIを導入・活用している割合。50人未満6.1〜7.9%、1,000人以上30.6%（報道による）。',
  },
  aiCompanyWide: {
    shortName: '厚生労働省「令和7年版 労働経済の分析」第2-(1)-13図（日経BP「DXサーベイ」）',
    url: 'https://heartrock-noma.com/contents_2374.html',
    note: '生成AIを全社的に活用1.3%・一部の組織で活用18.4%（300人未満）、19.0%・36.5%（5,000人以上）（報道による）。',
  },
} as const;

/** How a baseline cell was obtained (shown in the calibration table of `npm run eval`). */
export type BaselineBasis = 'anchored' | 'interpolated' | 'assumed';

/**
 * Share (%) of firms at levels 1–5 by size band. Levels 1–4 are the white paper's digitalisation
 * stages 1–4 (same definitions, see maturity-levels.ts); level 5 is DX推進指標 level 4+ (about 1 % of
 * submitters in 2024). Each row is checked against the published shares in `calibrationTargets`
 * (printed by `npm run eval`); docs/assessment.md §2 gives every number's source or marks it assumed.
 * Every cell is uncertain by ±5–10 points (`levelPriorUncertainty`).
 */
export const levelPriorBySize: Record<
  CompanySize,
  { shares: [number, number, number, number, number]; basis: BaselineBasis }
> = {
  // Below the 5–20 employee anchor: more firms at stages 1–2 (about 58 %); assumed.
  lt10: { shares: [20, 38, 36, 5.5, 0.5], basis: 'assumed' },
  // 5–20 employees: about half at stages 1–2 in 2021 (第2-3-23図), three years on: 48 %.
  '10_29': { shares: [13, 35, 43, 8, 1], basis: 'anchored' },
  '30_99': { shares: [8, 27, 54, 10, 1], basis: 'interpolated' },
  // Over 100 employees: about 80 % at stages 3–4 (第2-3-23図).
  '100_299': { shares: [4, 16, 67, 12, 1], basis: 'anchored' },
  '300_999': { shares: [2, 13, 70, 13.5, 1.5], basis: 'interpolated' },
  // 1,001+: strategy-based DX just under 90 % (DX動向2024) = level 3+ 88 %; level 4+ within the
  // 8.5–17.7 % of early DX推進指標 submitters at 3+; level 5 twice the 1 % of all submitters (assumed).
  gte1000: { shares: [1, 11, 72, 14, 2], basis: 'anchored' },
};

/**
 * What the modelled distribution is checked against, per size band: the share (%) of firms at or above
 * (`atLeast`) or at or below (`atMost`) a level, the published (or assumed) value and the range accepted
 * around it. `assumed` marks targets that no source gives for that band.
 */
export interface CalibrationTarget {
  size: CompanySize;
  metric: 'atMost' | 'atLeast';
  level: 1 | 2 | 3 | 4 | 5;
  target: number;
  accept: [number, number];
  source: string;
  assumed: boolean;
}

const smeTop = '中小企業白書2022 第2-3-21図 段階4「約1割」、東商2025 8.9%';
const topLevel = 'DX推進指標2024 レベル4以上 約1%';
export const calibrationTargets: readonly CalibrationTarget[] = [
  {
    size: 'lt10',
    metric: 'atMost',
    level: 2,
    target: 58,
    accept: [50, 65],
    source: '5〜20人の約5割より多い（推定）',
    assumed: true,
  },
  {
    size: 'lt10',
    metric: 'atLeast',
    level: 4,
    target: 6,
    accept: [3, 10],
    source: `${smeTop}、感染症前は全規模で1割未満`,
    assumed: false,
  },
  {
    size: 'lt10',
    metric: 'atLeast',
    level: 5,
    target: 1,
    accept: [0.2, 2],
    source: topLevel,
    assumed: false,
  },
  {
    size: '10_29',
    metric: 'atMost',
    level: 2,
    target: 50,
    accept: [42, 55],
    source: '第2-3-23図 5〜20人の約5割が段階1〜2（2021）',
    assumed: false,
  },
  { size: '10_29', metric: 'atLeast', level: 4, target: 9, accept: [5, 12], source: smeTop, assumed: false },
  {
    size: '10_29',
    metric: 'atLeast',
    level: 5,
    target: 1,
    accept: [0.2, 2],
    source: topLevel,
    assumed: false,
  },
  { size: '30_99', metric: 'atLeast', level: 4, target: 10, accept: [6, 14], source: smeTop, assumed: false },
  {
    size: '30_99',
    metric: 'atLeast',
    level: 5,
    target: 1,
    accept: [0.2, 2],
    source: topLevel,
    assumed: false,
  },
  {
    size: '100_299',
    metric: 'atLeast',
    level: 3,
    target: 80,
    accept: [75, 85],
    source: '第2-3-23図 100人超の約8割が段階3〜4',
    assumed: false,
  },
  {
    size: '100_299',
    metric: 'atLeast',
    level: 4,
    target: 10,
    accept: [6, 18],
    source: smeTop,
    assumed: false,
  },
  {
    size: '100_299',
    metric: 'atLeast',
    level: 5,
    target: 1,
    accept: [0.2, 2],
    source: topLevel,
    assumed: false,
  },
  {
    size: '300_999',
    metric: 'atLeast',
    level: 3,
    target: 85,
    accept: [80, 90],
    source: '100人超（約8割）と1,001人以上（9割弱）の間（推定）',
    assumed: true,
  },
  {
    size: '300_999',
    metric: 'atLeast',
    level: 4,
    target: 13,
    accept: [8.5, 17.7],
    source: 'DX推進指標2020・2021 平均3以上 8.5%・17.7%',
    assumed: false,
  },
  {
    size: '300_999',
    metric: 'atLeast',
    level: 5,
    target: 1.5,
    accept: [1, 3],
    source: `${topLevel}（大企業は高めと推定）`,
    assumed: true,
  },
  {
    size: 'gte1000',
    metric: 'atLeast',
    level: 3,
    target: 88,
    accept: [85, 90],
    source: 'DX動向2024 1,001人以上 戦略に基づくDX 9割弱',
    assumed: false,
  },
  {
    size: 'gte1000',
    metric: 'atLeast',
    level: 4,
    target: 16,
    accept: [8.5, 17.7],
    source: 'DX推進指標2020・2021 平均3以上 8.5%・17.7%',
    assumed: false,
  },
  {
    size: 'gte1000',
    metric: 'atLeast',
    level: 5,
    target: 2,
    accept: [1, 3],
    source: `${topLevel}（大企業は高めと推定）`,
    assumed: true,
  },
];

/** The highest share (%) at level 5 accepted in any segment, industry shift included (twice the top target). */
export const maxLevel5Share = 3;

/** Percentile points by which a baseline standing is widened on each side: the cells' ±5–10 points. */
export const levelPriorUncertainty = 8;

/** % of firms already implementing DX by industry (総務省 令和3年版, rounded「約」values); null = not published. */
export const dxRateByIndustry: Record<Industry, number | null> = {
  manufacturing: 25,
  construction: null,
  wholesale_retail: 25, // the 商業・流通業 group
  finance_insurance: 45,
  information_communications: 45,
  hospitality_entertainment_services: 17, // mean of accommodation/food 16 and living services/amusement 18
  professional_services: null,
  medical_care: 9,
  education: null,
  transport_logistics: 17,
  real_estate: null,
  other: null,
};

/**
 * % of firms whose company has introduced generative AI, by size band (情報通信総合研究所 2024;
 * 30_99 and 100_299 interpolated on log(employees), 300_999 the highest band below 1,000, so a bound).
 * This is company use, the same definition as q6 C and D.
 */
export const aiUseRateBySize: Record<CompanySize, number> = {
  lt10: 7.0,
  '10_29': 7.0,
  '30_99': 12.0,
  '100_299': 16.9,
  '300_999': 21.8,
  gte1000: 30.6,
};

/**
 * Share of AI-using firms that use it company-wide (q6 D rather than C), from 第2-(1)-13図:
 * 1.3 of 19.7 % below 300 employees, 19.0 of 55.5 % at 5,000+; the two bands above 300 are
 * interpolated between them.
 */
export const aiCompanyWideShareOfUsers: Record<CompanySize, number> = {
  lt10: 0.066,
  '10_29': 0.066,
  '30_99': 0.066,
  '100_299': 0.066,
  '300_999': 0.15,
  gte1000: 0.25,
};

/**
 * Share of firms without company AI use where individuals try it on their own (q6 B rather than A).
 * No same-definition figure was found: half is an assumption, and the standing's range shows it.
 */
export const individualTrialShareOfNonUsers = 0.5;

/** % of firms using generative AI by industry (情報通信総合研究所 2024, only top and bottom industries published). */
export const aiRateByIndustry: Record<Industry, number | null> = {
  manufacturing: null,
  construction: null,
  wholesale_retail: null,
  finance_insurance: 29.0,
  information_communications: 35.1,
  hospitality_entertainment_services: 8.6,
  professional_services: null,
  medical_care: 6.6,
  education: null,
  transport_logistics: 9.4,
  real_estate: null,
  other: null,
};

/**
 * Reference levels of the industry sources (log-odds means of their published industry values):
 * an industry's offset is measured against them.
 */
export const industryReferenceRate = { dx: 24.0, ai: 16.0 } as const;
