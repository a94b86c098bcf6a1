/** One choice of a dropdown: the stable code that is stored and its Japanese label. */
export interface DropdownOption<Value extends string = string> {
  value: Value;
  label: string;
}

function options<const Values extends readonly [string, ...string[]]>(entries: {
  [Index in keyof Values]: readonly [Values[Index], string];
}): { values: Values; options: DropdownOption<Values[number]>[] } {
  return {
    values: entries.map(([value]) => value) as unknown as Values,
    options: entries.map(([value, label]) => ({ value, label })),
  };
}

/** Years since establishment (SPEC §3). */
export const establishmentYears = options([
  ['lt5', '5年未満'],
  ['5_10', '5〜10年'],
  ['11_20', '11〜20年'],
  ['21_30', '21〜30年'],
  ['31_50', '31〜50年'],
  ['gte51', '51年以上'],
] as const);

/** The twelve industries (SPEC §3); codes match the benchmark baseline's segments. */
export const industries = options([
  ['manufacturing', '製造業'],
  ['construction', '建設業'],
  ['wholesale_retail', '卸売・小売業'],
  ['finance_insurance', '金融・保険業'],
  ['information_communications', '情報通信業'],
  ['hospitality_entertainment_services', 'サービス業（飲食・宿泊・娯楽）'],
  ['professional_services', '専門サービス業（コンサルティング・デザイン）'],
  ['medical_care', '医療・介護'],
  ['education', '教育'],
  ['transport_logistics', '運輸・物流'],
  ['real_estate', '不動産業'],
  ['other', 'その他'],
] as const);

/** Employee-count bands (SPEC §3); codes match the benchmark baseline's size bands. */
export const companySizes = options([
  ['lt10', '10名未満'],
  ['10_29', '10〜29名'],
  ['30_99', '30〜99名'],
  ['100_299', '100〜299名'],
  ['300_999', '300〜999名'],
  ['gte1000', '1,000名以上'],
] as const);

/** The respondent's position (SPEC §3). */
export const positions = options([
  ['ceo', '代表取締役・CEO'],
  ['executive', '取締役・役員'],
  ['department_head', '部長・事業部長'],
  ['manager', '課長・マネージャー'],
  ['leader', '主任・リーダー'],
  ['employee', '一般社員'],
  ['other', 'その他'],
] as const);

export type EstablishmentYear = (typeof establishmentYears.values)[number];
export type Industry = (typeof industries.values)[number];
export type CompanySize = (typeof companySizes.values)[number];
export type Position = (typeof positions.values)[number];

/** Japanese label of a stored dropdown code, or the code itself when it is unknown. */
export function labelOf(list: { options: DropdownOption[] }, value: string): string {
  return list.options.find((option) => option.value === value)?.label ?? value;
}
