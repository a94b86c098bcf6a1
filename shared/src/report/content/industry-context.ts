import type { Industry } from '../../questionnaire/dropdown-options';

/** What the report says about an industry in general terms. */
export interface IndustryContext {
  /** A typical DX theme, used when the visitor wrote nothing of their own. */
  theme: string;
  /** A typical first AI use case. */
  aiUseCase: string;
  /** Who leads the work in a mid-sized organisation of the industry (roadmap owners). */
  leader: string;
  /** Who carries it day to day. */
  frontline: string;
  /** Tools an organisation of the industry usually adopts first (reading of q1 = B). */
  firstTools: string;
}

/**
 * Per industry: themes, AI use cases, the roles that own the work and the tools usually adopted
 * first. Reviewed 2026-11-23; general practice, no statistics.
 */
export const industryContext: Record<string, IndustryContext> = {
  manufacturing: {
    theme: '生産計画・品質データの活用や熟練技能の継承',
    aiUseCase: '検査画像による外観検査や、設備データからの故障予兆の検知',
    leader: '工場長や管理部門の責任者',
    frontline: '製造・管理の現場リーダー',
    firstTools: '生産管理や会計',
  },
  construction: {
    theme: '施工管理や図面・現場写真の共有、協力会社との情報連携',
    aiUseCase: '工程表や日報の作成支援、現場写真の自動整理',
    leader: '工事部長など現場を統括する責任者',
    frontline: '現場の主任',
    firstTools: '会計や見積',
  },
  wholesale_retail: {
    theme: '受発注・在庫管理のデジタル化と販売データの活用',
    aiUseCase: '需要予測による発注の最適化や、商品説明文の作成',
    leader: '店舗・仕入れを統括する責任者',
    frontline: '店長や売場の担当者',
    firstTools: 'POSレジや会計',
  },
  finance_insurance: {
    theme: '審査・事務手続きの効率化と、規制に対応したデータ管理',
    aiUseCase: '書類の読み取りと審査業務の支援、問い合わせ対応の高度化',
    leader: '事務部門を統括する役員・部長',
    frontline: '事務・営業の担当者',
    firstTools: '顧客管理や会計',
  },
  information_communications: {
    theme: '開発生産性の向上と、データを生かした新サービスづくり',
    aiUseCase: 'コード生成やテストの自動化、自社サービスへのAI機能の組み込み',
    leader: '開発・事業の責任者',
    frontline: 'チームリーダー',
    firstTools: 'プロジェクト管理やチャット',
  },
  hospitality_entertainment_services: {
    theme: '予約・接客業務の効率化と顧客データの活用',
    aiUseCase: '多言語での問い合わせ対応や、来客予測に基づくシフト作成',
    leader: '支配人など現場を統括する責任者',
    frontline: '店長や接客のリーダー',
    firstTools: '予約サイトやPOSレジ',
  },
  professional_services: {
    theme: '提案書・成果物づくりの効率化とナレッジの共有',
    aiUseCase: '調査・資料作成の下書きや、過去案件のナレッジ検索',
    leader: '所長やパートナーなど実務を統括する方',
    frontline: '実務チームのリーダー',
    firstTools: '会計や案件管理',
  },
  medical_care: {
    theme: '記録業務の負担軽減と、職種間の情報共有',
    aiUseCase: '記録・報告書の作成支援や、音声入力による記録の効率化',
    leader: '院長・施設長・事務長など運営の責任者',
    frontline: '看護・介護や受付の主任',
    firstTools: '請求ソフトや勤怠管理',
  },
  education: {
    theme: '校務・事務の効率化と学習データの活用',
    aiUseCase: '教材や問題の作成支援、問い合わせ対応の自動化',
    leader: '学校・教室の運営責任者',
    frontline: '教務・事務の担当者',
    firstTools: '成績処理や連絡配信',
  },
  transport_logistics: {
    theme: '配車・運行管理の最適化とドライバーの負担軽減',
    aiUseCase: '配送ルートの最適化や、需要に応じた車両・人員の計画',
    leader: '運行管理を統括する責任者',
    frontline: '配車担当や運行管理者',
    firstTools: '運行記録や会計',
  },
  real_estate: {
    theme: '物件情報・顧客対応のデジタル化と契約手続きの効率化',
    aiUseCase: '物件紹介文の作成や、問い合わせへの一次対応',
    leader: '営業・管理部門を統括する責任者',
    frontline: '営業・物件管理の担当者',
    firstTools: '物件管理や会計',
  },
  other: {
    theme: '定型業務の効率化と、社内に散らばる情報の一元化',
    aiUseCase: '文書作成や社内問い合わせへの回答、データ集計の自動化',
    leader: '役員または部長',
    frontline: '現場のリーダー',
    firstTools: '会計やチャット',
  },
};

/**
 * Kinds of organisation within an industry whose roles read differently from the industry's general
 * ones: a hotel is led by its 支配人 with the front desk, a clinic by its 院長 with reception and nurses.
 */
export type IndustrySubKind =
  | 'hotel'
  | 'restaurant'
  | 'home_nursing'
  | 'home_care'
  | 'care_facility'
  | 'hospital'
  | 'clinic'
  | 'cram_school'
  | 'school';

/** How a sub-kind is recognised in the company name, and the roles it restates. */
export interface IndustrySubKindRule {
  id: IndustrySubKind;
  /** The industry code the company chose; a name is read only within its own industry. */
  industry: Industry;
  /** Matched against the NFKC-normalised company name (so full-width letters match too). */
  name: RegExp;
  leader: string;
  frontline: string;
}

/**
 * Sub-kinds by the words organisations of the kind put in their names (訪問介護, クリニック, ホテル,
 * 学校, …), checked in this order within the chosen industry, the first match winning: 訪問看護 before
 * 訪問介護 and hospitals before clinics, so 「〇〇病院 訪問看護ステーション」 reads as home nursing and
 * 「〇〇病院」 as a hospital; cram schools before schools, so 「〇〇学院（学習塾）」 reads as a 塾.
 * General practice, no statistics; reviewed 2026-11-24.
 */
export const industrySubKinds: readonly IndustrySubKindRule[] = [
  {
    id: 'hotel',
    industry: 'hospitality_entertainment_services',
    name: /ホテル|旅館|民宿|宿泊|ホステル|ゲストハウス|リゾート|hotel|ryokan|hostel/i,
    leader: '支配人',
    frontline: 'フロントのリーダー',
  },
  {
    id: 'restaurant',
    industry: 'hospitality_entertainment_services',
    name: /レストラン|食堂|居酒屋|カフェ|喫茶|ダイニング|料理|飲食|ラーメン|寿司|焼肉|restaurant|cafe/i,
    leader: '店長',
    frontline: 'ホール・キッチンのリーダー',
  },
  {
    id: 'home_nursing',
    industry: 'medical_care',
    name: /訪問看護/,
    leader: '管理者',
    frontline: '訪問看護師',
  },
  {
    id: 'home_care',
    industry: 'medical_care',
    name: /訪問介護|ヘルパーステーション|ホームヘルプ|居宅介護/,
    leader: '管理者・サービス提供責任者',
    frontline: 'ヘルパー',
  },
  {
    id: 'care_facility',
    industry: 'medical_care',
    name: /老人ホーム|特別養護|特養|老健|老人保健施設|デイサービス|グループホーム|介護施設|ケアハウス/,
    leader: '施設長',
    frontline: '介護職員のリーダー',
  },
  {
    id: 'hospital',
    industry: 'medical_care',
    name: /病院|ホスピタル|hospital/i,
    leader: '院長・事務長',
    frontline: '看護師長や医事課の主任',
  },
  {
    id: 'clinic',
    industry: 'medical_care',
    name: /クリニック|医院|診療所|歯科|clinic/i,
    leader: '院長',
    frontline: '受付・看護師のリーダー',
  },
  {
    id: 'cram_school',
    industry: 'education',
    name: /塾|予備校|ゼミナール|個別指導|家庭教師/,
    leader: '教室長',
    frontline: '講師',
  },
  {
    id: 'school',
    industry: 'education',
    name: /学校|学園|高校|高等学校|中学|小学|学院|school/i,
    leader: '校長・教頭や教務主任',
    frontline: '教員',
  },
];

/**
 * The sub-kind the company's name shows within its chosen industry (「〇〇ホテル」 in hospitality →
 * 'hotel'), or undefined when the name shows none or the industry has no sub-kinds.
 */
export function industrySubKindOf(
  industry: string,
  companyName: string | undefined,
): IndustrySubKind | undefined {
  if (!companyName) return undefined;
  const name = companyName.normalize('NFKC');
  return industrySubKinds.find((rule) => rule.industry === industry && rule.name.test(name))?.id;
}

/**
 * The industry's context, or the general one for codes without their own. Given the company name,
 * the roles (`leader`, `frontline`) are those of the sub-kind the name shows, if any (a hotel reads
 * 支配人 and フロント, a home-care office 管理者・サービス提供責任者 and ヘルパー); the rest stays the
 * industry's.
 */
export function industryContextOf(industry: string, companyName?: string): IndustryContext {
  const context = industryContext[industry] ?? industryContext.other!;
  const kind = industrySubKindOf(industry, companyName);
  const rule = kind && industrySubKinds.find((entry) => entry.id === kind);
  return rule ? { ...context, leader: rule.leader, frontline: rule.frontline } : context;
}
