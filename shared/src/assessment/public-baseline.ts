import type { CompanySize, Industry } from '../questionnaire/dropdown-options';

/**
 * Public statistics behind the benchmark when a segment has fewer than five own submissions.
 * Only the figures the maths below needs are copied here, from the team's research file
 * `shared/data/benchmark-baseline.json` (schemaVersion 1), where every figure's band mapping,
 * quality flag and alternates are documented.
 */

/** Where each figure comes from; the report cites `shortName`. */
export const baselineSources = {
  dxBySize: {
    id: 'tdb-dx-2023',
    shortName: '帝国データバンク「企業のDXへの取り組みに関する動向調査」（2023年）',
    url: 'https://the-owner.jp/archives/15450',
  },
  dxByIndustry: {
    id: 'soumu-wp-r03',
    shortName: '総務省「令和3年版 情報通信白書」',
    url: 'https://www.soumu.go.jp/johotsusintokei/whitepaper/ja/r03/text/nd112420.txt',
  },
  aiBySizeAndIndustry: {
    id: 'icr-genai-2024',
    shortName: '情報通信総合研究所「企業における生成AI導入状況に関するアンケート調査」（2024年）',
    url: 'https://news.yahoo.co.jp/articles/067dec0793a85a1522c44cc90c33c3b736712192',
  },
  levelShares: {
    id: 'ipa-dx-trend-2025',
    shortName: 'IPA「DX動向2025」',
    url: 'https://www.ipa.go.jp/digital/chousa/dx-trend/dx-trend-2025.html',
  },
} as const;

/** % of firms "already addressing DX" by size band (tdb-dx-2023; lt10–30_99 mapped from overlapping source bands). */
export const dxRateBySize: Record<CompanySize, number> = {
  lt10: 7.5,
  '10_29': 13.3,
  '30_99': 23.2,
  '100_299': 35.4,
  '300_999': 49.5,
  gte1000: 65.4,
};

/** % of firms already implementing DX by industry (soumu-wp-r03, rounded「約」values); null = not published. */
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

/** % of firms using generative AI by size band (icr-genai-2024; 30_99 and 100_299 interpolated, 300_999 an upper bound). */
export const aiRateBySize: Record<CompanySize, number> = {
  lt10: 7.0,
  '10_29': 7.0,
  '30_99': 12.0,
  '100_299': 16.9,
  '300_999': 21.8,
  gte1000: 30.6,
};

/** % of firms using generative AI by industry (icr-genai-2024, only top and bottom industries published). */
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
 * Reference levels of the industry sources (log-odds means of their published industry values,
 * `method.referenceLevels` in the research file): industry offsets are measured against them.
 */
export const industryReferenceRate = { dx: 24.0, ai: 16.0 } as const;

/**
 * How engaged firms split over levels 2–5, from ipa-dx-trend-2025 (department-level 19.4 /
 * some departments 24.0 / company-wide 34.4) with level 5 set to the ~1% at DX推進指標 level 4+
 * (ipa-dx-index-2024), rescaled to the engaged part (`method.steps[5]` in the research file).
 */
export const engagedLevelShares = [0.249, 0.308, 0.429, 0.013] as const;
