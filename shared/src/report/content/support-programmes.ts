/**
 * Public support programmes (subsidies, free consultation, self-declarations, guidelines) the report may
 * point a visitor to, with frames, rates, caps, the latest call and what to prepare. Every amount, rate and
 * date was read on a public page on `checkedOn`; what could not be confirmed is left out (rate or caps null,
 * call null) and the report says so. A `read:` comment names the pages actually read when the official page
 * itself was not in reach. Re-check every entry against its sources before each use (and before changing
 * `checkedOn`): amounts and dates change with every call for applications.
 */
import type { CompanySize, Industry } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';
import type { CapTier, SupportProgramme } from './support-programme';

const checkedOn = '2026-11-24';

/**
 * Bands that can fall under the 中小企業者 definition (capital OR head count, see smeCategories); 1,000 and
 * more is left out: such a company gets the large-firm routes instead.
 */
const smeSizes: CompanySize[] = ['lt10', '10_29', '30_99', '100_299', '300_999'];

/** Bands that can hold a 小規模事業者 (at most 20 regular employees in the widest case). */
const smallBusinessSizes: CompanySize[] = ['lt10', '10_29'];

/** A size category of the 中小企業基本法 definition: capital OR regular employees, and the 小規模 limit. */
export interface SmeCategory {
  label: string;
  capital: string;
  employees: number;
  /** 小規模事業者: regular employees at most (no capital alternative). */
  smallBusinessEmployees: number;
}

/**
 * 中小企業者 by the 中小企業基本法 (and the ordinances for ソフトウェア業・情報処理サービス業 and 旅館業), and the
 * 小規模事業者 limits (商業・サービス業 5; 製造業その他 20; 宿泊業・娯楽業 20 under the 小規模事業者支援法 ordinance).
 * read: the 中小企業庁 page below (表1), coco37.co.jp and nissin-sci.com (小規模事業者 and the 宿泊業・娯楽業 rule).
 */
export const smeCategories = {
  manufacturing_other: {
    label: '製造業・建設業・運輸業その他の業種',
    capital: '3億円',
    employees: 300,
    smallBusinessEmployees: 20,
  },
  wholesale: { label: '卸売業', capital: '1億円', employees: 100, smallBusinessEmployees: 5 },
  retail: { label: '小売業', capital: '5,000万円', employees: 50, smallBusinessEmployees: 5 },
  services: { label: 'サービス業', capital: '5,000万円', employees: 100, smallBusinessEmployees: 5 },
  software_it: {
    label: 'ソフトウェア業・情報処理サービス業',
    capital: '3億円',
    employees: 300,
    smallBusinessEmployees: 5,
  },
  ryokan: { label: '旅館業', capital: '5,000万円', employees: 200, smallBusinessEmployees: 20 },
} as const satisfies Record<string, SmeCategory>;

export type SmeCategoryId = keyof typeof smeCategories;

/**
 * The categories each of the twelve industries can fall in. Industries that span several (卸売・小売,
 * 飲食・宿泊・娯楽) list each; 不動産業 and 金融・保険業 are not named in the table and are listed under both
 * サービス業 and その他 where unsure, so the report never rules a company out on a guess.
 */
export const smeCategoriesByIndustry: Record<Industry, SmeCategoryId[]> = {
  manufacturing: ['manufacturing_other'],
  construction: ['manufacturing_other'],
  wholesale_retail: ['wholesale', 'retail'],
  finance_insurance: ['manufacturing_other'],
  information_communications: ['software_it', 'manufacturing_other'],
  hospitality_entertainment_services: ['services', 'ryokan'],
  professional_services: ['services'],
  medical_care: ['services'],
  education: ['services'],
  transport_logistics: ['manufacturing_other'],
  real_estate: ['services', 'manufacturing_other'],
  other: ['retail', 'services', 'manufacturing_other'],
};

/** The page the SME definition rests on. */
export const smeDefinitionSource: ContentSource = {
  title: '中小企業者の定義',
  publisher: '中小企業庁',
  url: 'https://www.chusho.meti.go.jp/keiei/sapoin/portal/03_1teigi.html',
  checkedOn,
};

const anySize = (cap: string, raisedCap?: string): CapTier[] => [
  { employees: { min: 0, max: null }, cap, ...(raisedCap ? { raisedCap } : {}) },
];

/** Public support programmes, each with the official page it rests on and the day it was checked. */
export const supportProgrammes: readonly SupportProgramme[] = [
  {
    id: 'digital-ai-subsidy',
    name: 'デジタル化・AI導入補助金',
    aliases: ['IT導入補助金', 'AI導入補助金', 'デジタル化AI導入補助金', 'デジタル化・AI導入補助金2026'],
    kind: 'subsidy',
    summary:
      '中小企業・小規模事業者等の労働生産性の向上を目的に、事務局に登録されたITツール（ソフトウェアやクラウドサービス等）の導入費用の一部を補助する制度で、2026年度にIT導入補助金から名称が変わりました。2026年の交付申請は3月30日に始まり、締切は年に複数回設けられています。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: [
      'paper_fax',
      'double_entry',
      'spreadsheet_silos',
      'channel_inventory',
      'dispatch',
      'bookings',
      'medical_intake',
      'inquiries',
      'estimates',
      'shifts_attendance',
      'document_collection',
      'data_utilisation',
      'talent_shortage',
      'security',
      'genai_start',
      'subsidy',
    ],
    fundsInvestment: true,
    frames: [
      {
        name: '通常枠',
        purpose: '業務効率化や売上向上のためのITツールの導入',
        rate: '1/2以内（最低賃金近傍の従業員が一定割合以上などの要件を満たす場合は2/3以内）',
        caps: anySize('5万円〜450万円（1〜3プロセスは150万円未満、4プロセス以上は150万円〜450万円）'),
      },
      {
        name: 'インボイス枠（インボイス対応類型）',
        purpose: 'インボイス制度に対応した会計・受発注・決済ソフトとPC・タブレット等の導入',
        rate: '3/4以内（小規模事業者は4/5以内。ITツールの補助額50万円を超える部分は2/3以内、PC・タブレット等は1/2以内）',
        caps: anySize('350万円（ITツール。機能が1つのみの場合は50万円）、PC・タブレット等は10万円'),
      },
      {
        name: 'セキュリティ対策推進枠',
        purpose: 'サイバーセキュリティお助け隊サービスの利用料（最大2年分）',
        rate: '1/2以内（小規模事業者は2/3以内）',
        caps: anySize('5万円〜150万円'),
      },
      {
        name: '複数者連携デジタル化・AI導入枠',
        purpose: '商工団体や複数の中小企業等による面的なデジタル化',
        rate: null,
        caps: null,
      },
    ],
    // Several deadlines a year; the latest one read (第5次, autumn 2026) was given as 9月29日 on one page and
    // 10月7日 on another, so no call is stated.
    call: null,
    prepare: [
      'GビズIDプライムのアカウント',
      '登録されたIT導入支援事業者との共同での申請（交付決定前の契約・発注は対象外）',
      '通常枠で150万円以上を申請する場合は、給与支給総額と事業場内最低賃金の引上げの計画',
    ],
    // read: higucm.com/?p=6722 (枠, 補助額・補助率, 3月30日受付開始), hojokatsu.jp/digital-ai-hojokin-2026 (通常枠),
    // aries.or.jp/information/12857 (インボイス枠), koyama-cpa.jp (150万円以上の賃上げ要件), a public dataset citing
    // it-shien.smrj.go.jp/applicant/subsidy/{normal,digitalbase,security}/ checked 2026-09-20 (セキュリティ対策推進枠,
    // 登録支援事業者), a public blog checked 2026-08-09 (GビズIDプライム, 交付決定前の契約). The official site was not in reach.
    source: {
      title: 'デジタル化・AI導入補助金2026',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://it-shien.smrj.go.jp/',
      checkedOn,
    },
  },
  {
    id: 'shinjigyo-monodukuri-subsidy',
    name: '新事業進出・ものづくり商業サービス補助金',
    aliases: [
      '新事業進出・ものづくり補助金',
      'ものづくり補助金',
      'ものづくり・商業・サービス補助金',
      'ものづくり・商業・サービス生産性向上促進補助金',
      '新事業進出補助金',
      '中小企業新事業進出補助金',
      '新事業進出促進補助金',
    ],
    kind: 'subsidy',
    summary:
      '2026年度に「ものづくり補助金」と「新事業進出補助金」を統合した制度で、革新的な新製品・新サービスの開発や、既存事業と異なる新市場・高付加価値事業への進出、海外市場への展開に伴う設備投資等の一部を補助します。単なる業務改善や既製品の導入は対象外で、賃上げなどの数値目標を含む3〜5年の事業計画が求められます。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: ['new_business', 'equipment_data', 'subsidy'],
    fundsInvestment: true,
    frames: [
      {
        name: '革新的新製品・サービス枠',
        purpose: '革新的な新製品・新サービスの開発に必要な設備投資等',
        rate: '1/2（小規模事業者・再生事業者は2/3）',
        caps: [
          { employees: { min: 0, max: 5 }, cap: '750万円', raisedCap: '850万円' },
          { employees: { min: 6, max: 20 }, cap: '1,000万円' },
          { employees: { min: 21, max: 50 }, cap: '1,500万円' },
          { employees: { min: 51, max: null }, cap: '2,500万円', raisedCap: '3,500万円' },
        ],
        raisedBy: '賃上げ特例',
      },
      {
        name: '新事業進出枠',
        purpose: '既存事業と異なる新市場・高付加価値事業への進出に必要な設備投資・建物費等',
        rate: '1/2（地域別最低賃金に関する特例の対象は2/3）',
        caps: [
          { employees: { min: 0, max: 20 }, cap: '2,500万円', raisedCap: '3,000万円' },
          { employees: { min: 21, max: 50 }, cap: '4,000万円', raisedCap: '5,000万円' },
          { employees: { min: 51, max: 100 }, cap: '5,500万円', raisedCap: '7,000万円' },
          { employees: { min: 101, max: null }, cap: '7,000万円', raisedCap: '9,000万円' },
        ],
        raisedBy: '大幅な賃上げ特例',
      },
      {
        name: 'グローバル枠',
        purpose: '新たな海外市場への輸出等に向けた国内の体制強化',
        rate: '2/3',
        caps: null,
      },
    ],
    call: {
      label: '第1回公募',
      opens: '2026-09-30',
      closes: '2026-10-30',
      closesAt: '18:00',
      status: 'closed',
    },
    prepare: [
      'GビズIDプライムのアカウント',
      '付加価値額年平均4%以上、1人当たり給与支給総額年平均3.5%以上、事業場内最低賃金が地域別最低賃金より30円以上高いことなどを含む3〜5年の事業計画',
    ],
    // read: a public dataset citing shinjigyou-monodukuri.smrj.go.jp/overview/, /schedule/ and the 第1回公募要領,
    // checked 2026-09-20 (枠, 補助率, 750〜2,500万円・特例850〜3,500万円, 2,500〜7,000万円・特例3,000〜9,000万円,
    // 第1回 9月30日〜10月30日18:00, 計画要件); a public schedule checked 2026-09-03 (same dates); a public dataset citing
    // chusho.meti.go.jp/koukai/yosan/r8/shinjigy_mono.pdf (caps by employees); a-mec.jp and keieichiryou.com
    // (新事業進出 caps by employees with the 特例); a public blog checked 2026-08-09 (統合, 6月30日公募要領公開).
    // The per-size caps of the middle tiers under the 賃上げ特例 and the グローバル枠 caps were not confirmed.
    source: {
      title: '新事業進出・ものづくり商業サービス補助金',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://shinjigyou-monodukuri.smrj.go.jp/',
      checkedOn,
    },
  },
  {
    id: 'shoryokuka-ippan-subsidy',
    name: '中小企業省力化投資補助金（一般型）',
    aliases: ['省力化投資補助金', '省力化補助金', '中小企業省力化投資補助金', '省力化投資補助金一般型'],
    kind: 'subsidy',
    summary:
      '人手不足に悩む中小企業等が、現場や事業内容に合わせたオーダーメイドの設備導入やシステム構築など、IoT・ロボット等のデジタル技術を活用した省力化投資を行う費用の一部を補助する制度です。既製品をカタログから選ぶ場合は「カタログ注文型」があります。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: [
      'talent_shortage',
      'dispatch',
      'channel_inventory',
      'bookings',
      'equipment_data',
      'data_utilisation',
      'subsidy',
    ],
    fundsInvestment: true,
    frames: [
      {
        name: '一般型',
        purpose: '個別の現場に合わせた省力化設備・システムの導入',
        rate: '1/2（小規模事業者・再生事業者は2/3、補助額1,500万円を超える部分は1/3）',
        caps: [
          { employees: { min: 0, max: 5 }, cap: '750万円', raisedCap: '1,000万円' },
          { employees: { min: 6, max: 20 }, cap: '1,500万円', raisedCap: '2,000万円' },
          { employees: { min: 21, max: 50 }, cap: '3,000万円', raisedCap: '4,000万円' },
          { employees: { min: 51, max: 100 }, cap: '5,000万円', raisedCap: '6,500万円' },
          { employees: { min: 101, max: null }, cap: '8,000万円', raisedCap: '1億円' },
        ],
        raisedBy: '大幅な賃上げ特例',
      },
    ],
    call: {
      label: '第8回公募',
      opens: '2026-09-18',
      closes: '2026-10-16',
      closesAt: '17:00',
      status: 'closed',
    },
    prepare: [
      'GビズIDプライムのアカウント',
      '労働生産性年平均4%以上、1人当たり給与支給総額年平均3.5%以上などを含む3〜5年の事業計画',
      '単価50万円（税抜）以上の機械装置等の導入',
      '従業員21人以上の場合は一般事業主行動計画の公表',
    ],
    // read: reskilling-navi.com (第5回: caps and rates), u1gyousei.net and gyosei-fujiwara.com/?p=718 (caps, rates,
    // 1,500万円超 1/3), sarutahiko-partners.co.jp (GビズIDプライム); a public dataset citing
    // shoryokuka.smrj.go.jp/ippan/about/, /ippan/schedule/ and the 第8回公募要領, checked 2026-09-20 (第8回
    // 9月18日〜10月16日17:00, 計画要件, 50万円以上の設備); a public schedule checked 2026-09-03 (行動計画の公表).
    source: {
      title: '中小企業省力化投資補助金（一般型）',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://shoryokuka.smrj.go.jp/ippan/',
      checkedOn,
    },
  },
  {
    id: 'shoryokuka-catalog-subsidy',
    name: '中小企業省力化投資補助金（カタログ注文型）',
    aliases: ['省力化投資補助金カタログ注文型', 'カタログ注文型', 'カタログ型', '省力化補助金カタログ型'],
    kind: 'subsidy',
    summary:
      '人手不足の解消に効果がある汎用製品として事務局が「製品カタログ」に登録した設備（配膳ロボット、清掃ロボット、券売機など）から選んで導入する費用の一部を補助する制度で、登録された販売事業者と共同で申請します。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: ['talent_shortage', 'bookings', 'channel_inventory', 'subsidy'],
    fundsInvestment: true,
    frames: [
      {
        name: 'カタログ注文型',
        purpose: '製品カタログに登録された省力化製品の導入',
        rate: '1/2以下',
        // The caps for 20 employees and fewer were revised in 2026 and the pages read disagree; only the cap for
        // 21 employees and more (the same on every page read) is given.
        caps: [{ employees: { min: 21, max: null }, cap: '1,000万円', raisedCap: '1,500万円' }],
        raisedBy: '賃上げ特例',
      },
    ],
    call: { label: '随時受付', opens: null, closes: null, status: 'rolling' },
    prepare: [
      '製品カタログに登録された製品と、登録された販売事業者との共同申請',
      '労働生産性年平均3%向上などの事業計画',
    ],
    // read: futabakiki.co.jp and customercloudcorp.com (1/2, 21人以上 1,000万円・特例1,500万円), a public blog checked
    // 2026-08-09 (最大1,500万円), a public dataset citing shoryokuka.smrj.go.jp/catalog/about/ checked 2026-09-20
    // (随時受付, 2026年3月19日改定, 共同申請, 3%); gandn.co.jp/column/1778 (製品カタログ).
    source: {
      title: '中小企業省力化投資補助金（カタログ注文型）',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://shoryokuka.smrj.go.jp/catalog/',
      checkedOn,
    },
  },
  {
    id: 'jizokuka-subsidy',
    name: '小規模事業者持続化補助金',
    aliases: ['持続化補助金', '小規模持続化補助金'],
    kind: 'subsidy',
    summary:
      '小規模事業者が商工会議所・商工会の助言を受けて経営計画を作り、その計画に沿って行う販路開拓や生産性向上の取り組みの費用の一部を補助する制度です。補助金は後払いで、採択後の審査で減額されることもあります。',
    sizes: smallBusinessSizes,
    industries: 'all',
    smeTest: 'small_business',
    largeFirms: false,
    themes: [
      'subsidy',
      'bookings',
      'inquiries',
      'channel_inventory',
      'estimates',
      'paper_fax',
      'customer_acquisition',
    ],
    fundsInvestment: true,
    frames: [
      {
        name: '一般型 通常枠',
        purpose: '経営計画に沿った販路開拓・生産性向上の取り組み',
        rate: '2/3',
        caps: anySize('50万円', '250万円'),
        raisedBy: 'インボイス特例（+50万円）と賃金引上げ特例（+150万円）の両方',
      },
    ],
    call: {
      label: '第20回公募',
      opens: '2026-11-05',
      closes: '2026-12-15',
      closesAt: '17:00',
      status: 'open',
    },
    prepare: [
      '地域の商工会議所・商工会が発行する事業支援計画書（様式4）。第20回は発行の締切が2026年12月4日',
      'GビズIDプライムのアカウント（電子申請の場合）',
    ],
    // read: risingsun-gyosei.com (第18回: 50万円, 特例 +50万円・+150万円・両方で+200万円, 後払い), coco37.co.jp (2/3,
    // 小規模事業者の定義), a public blog checked 2026-08-09 (通常50万円・最大250万円, 第20回 11月5日受付開始), a public
    // schedule checked 2026-09-03 citing r6.jizokukahojokin.info (第20回 11月5日〜12月15日17:00, 様式4 12月4日).
    source: {
      title: '小規模事業者持続化補助金＜一般型 通常枠＞',
      publisher: '全国商工会連合会・日本商工会議所',
      url: 'https://r6.jizokukahojokin.info/',
      checkedOn,
    },
  },
  {
    id: 'succession-ma-subsidy',
    name: '事業承継・M&A補助金',
    aliases: ['事業承継補助金', '事業承継・引継ぎ補助金', 'M&A補助金', '事業承継・M&A補助金'],
    kind: 'subsidy',
    summary:
      '中小企業・小規模事業者等が事業承継やM&Aに際して行う設備投資、M&Aでの専門家の活用、M&A後の経営統合（PMI）、事業の廃業と再挑戦の費用の一部を補助する制度で、事業承継促進枠・専門家活用枠・PMI推進枠・廃業・再チャレンジ枠の4つの枠があります。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: ['knowledge_handover', 'subsidy'],
    fundsInvestment: true,
    frames: [
      {
        name: '事業承継促進枠',
        purpose: '5年以内に予定する親族内承継・従業員承継を契機とした設備投資等',
        rate: '1/2（小規模事業者は2/3）',
        caps: anySize('800万円', '1,000万円'),
        raisedBy: '賃上げ特例',
      },
      {
        name: '専門家活用枠',
        purpose: 'M&Aの仲介・FA費用、デュー・ディリジェンス費用等',
        rate: '買い手支援類型は2/3、売り手支援類型は1/2（赤字など一定の場合は2/3）',
        caps: anySize('600万円', '800万円'),
        raisedBy: 'デュー・ディリジェンス費用の加算（+200万円）',
      },
      {
        name: 'PMI推進枠',
        purpose: 'M&A後の経営統合の専門家費用と統合のための設備投資',
        rate: '専門家活用類型は1/2、事業統合投資類型は1/2（小規模事業者は2/3）',
        caps: anySize('専門家活用類型150万円、事業統合投資類型800万円', '事業統合投資類型1,000万円'),
        raisedBy: '賃上げ特例',
      },
      {
        name: '廃業・再チャレンジ枠',
        purpose: 'M&Aに伴う廃業や再挑戦のための廃業の費用',
        rate: null,
        caps: anySize('150万円'),
      },
    ],
    call: {
      label: '14次公募',
      opens: '2026-02-27',
      closes: '2026-04-03',
      closesAt: '17:00',
      status: 'closed',
    },
    prepare: [
      'GビズIDプライムのアカウント（jGrantsでの電子申請）',
      '専門家活用枠は、M&A支援機関登録制度に登録されたFA・仲介業者の費用に限られます',
    ],
    // read: the official page below (4枠, 14次公募以降), aaai.jp/?p=288 (促進枠 1/2・小規模2/3・800万円/1,000万円,
    // 専門家活用枠 600〜800万円・登録制度), co-ad.jp/blog/ma_process/3752, tenp-g.com and skesketch.com/?p=297
    // (14次 2月27日〜4月3日17:00, jGrants), edenred.jp (GビズIDプライム), a public dataset citing the 14次
    // 公募要領 (PMI推進枠, 廃業・再チャレンジ枠 150万円, 売り手類型の率).
    source: {
      title: '事業承継・M&A補助金（14次公募〜）',
      publisher: '中小企業庁',
      url: 'https://shoukei-mahojokin.go.jp/r7h',
      checkedOn,
    },
  },
  {
    id: 'care-technology-prefectural',
    name: '介護テクノロジー導入支援事業（都道府県）',
    aliases: [
      '介護テクノロジー導入支援',
      '介護ロボット導入支援',
      '介護ICT導入支援',
      'ICT導入支援事業',
      '介護ロボット補助金',
      '介護テクノロジー定着支援事業',
    ],
    kind: 'subsidy',
    summary:
      '介護サービス事業所が、介護ロボットや介護ソフト・タブレット等のICT機器などの介護テクノロジーを導入する経費を都道府県が補助する事業です。対象機器は経済産業省と厚生労働省が定める「介護テクノロジー利用の重点分野」に沿って決められ、補助率・上限額・募集時期は都道府県ごとに異なります（令和7年度の佐賀県・愛媛県の事業では補助率3/4）。所在地の都道府県の募集案内をご確認ください。',
    sizes: 'all',
    industries: ['medical_care', 'other'],
    smeTest: 'none',
    runBy: 'prefecture',
    sector: {
      label: '介護サービス事業所',
      keywords:
        /介護|デイサービス|デイケア|老人ホーム|グループホーム|ケアマネ|居宅支援|訪問看護|特養|老健|高齢者施設|福祉施設|ショートステイ/,
    },
    largeFirms: true,
    themes: ['talent_shortage', 'paper_fax', 'double_entry', 'shifts_attendance', 'field_work', 'subsidy'],
    fundsInvestment: true,
    frames: [
      {
        name: '介護ロボット等の導入',
        purpose: '重点分野の介護ロボット・見守り機器等',
        rate: null,
        caps: null,
      },
      {
        name: 'ICT等の導入',
        purpose: '介護ソフト、タブレット端末、通信環境の整備等',
        rate: null,
        caps: null,
      },
      {
        name: 'パッケージ型導入',
        purpose: '介護業務支援のテクノロジーと連動する機器の一体的な導入',
        rate: null,
        caps: null,
      },
    ],
    call: null,
    prepare: [
      '導入する機器が所在地の都道府県の対象（重点分野など）に当たるかの確認',
      '都道府県が求める導入計画',
    ],
    // read: the 三重県 page below (through a mirror: 介護ロボット・ICT等の導入支援), biz.stayway.jp/hojyo_detail/38923
    // (愛媛県 R7: 75%, 重点分野, Tais), info.liferhythmnavi.com/subsidy-list/250724-2 (佐賀県 R7: 3/4, パッケージ型),
    // db.pref.tottori.jp (鳥取県 R6: 県3/4, 導入計画). No national page was in reach, so no national rate is given.
    source: {
      title: '令和7年度三重県介護テクノロジー導入支援事業（都道府県の実施例）',
      publisher: '三重県',
      url: 'https://www.pref.mie.lg.jp/CHOJUS/HP/m0072500196.htm',
      checkedOn,
    },
  },
  {
    id: 'lodging-labour-shortage',
    name: '観光地・観光産業における人材不足対策事業（宿泊業の省力化投資）',
    aliases: [
      '人材不足対策事業',
      '観光庁の人材不足対策',
      '宿泊業の人材不足対策',
      '観光庁 省力化投資補助事業',
    ],
    kind: 'subsidy',
    summary:
      '観光庁が、旅館業法の許可を受けた宿泊事業者を対象に、自動チェックイン機、予約・宿泊管理システム、清掃・配膳ロボット、シフト管理システム、インカムなど人手不足の解消に資する設備やシステムの導入費用の一部を補助する事業です。令和7年度（2025年）の公募時点の内容で、都道府県・市町村にも宿泊事業者向けの独自の支援がある場合があるため、所在地の観光担当窓口にもご確認ください。',
    sizes: 'all',
    industries: ['hospitality_entertainment_services', 'real_estate', 'other'],
    smeTest: 'none',
    sector: { label: '宿泊事業者', keywords: /旅館|ホテル|宿泊|民宿|ペンション|ゲストハウス|温泉宿/ },
    largeFirms: true,
    themes: ['talent_shortage', 'bookings', 'shifts_attendance', 'inquiries', 'foreign_staff', 'subsidy'],
    fundsInvestment: true,
    frames: [
      {
        name: '設備・システムの導入',
        purpose: '宿泊施設の人手不足の解消に資する設備・システム',
        rate: '1/2',
        caps: anySize('1施設あたり500万円（1事業者3施設まで）'),
      },
    ],
    call: {
      label: '令和7年度の公募',
      opens: '2025-03-24',
      closes: '2025-05-30',
      closesAt: '17:00',
      status: 'closed',
    },
    prepare: ['旅館業法の許可（住宅宿泊事業（民泊）は対象外）', '観光庁が定める認定等の要件の確認'],
    // read: activation-service.jp/joseikin/subsidy/124185 (四次公募: 対象者, 1施設500万円, 3施設, 1/2, 民泊は対象外),
    // hotelbank.jp/news/tourism-human-resource-support-grant-2025 (認定等の要件), igunal.com/2025kanko-jinzai
    // (令和7年 3月24日〜5月30日17時), biz-recipe.jp/column/kanko-jinzai (対象業務). No 観光庁 page was in reach;
    // the agency's top page is named. Whether a 2026 call follows was not confirmed.
    source: {
      title: '観光庁',
      publisher: '観光庁',
      url: 'https://www.mlit.go.jp/kankocho/',
      checkedOn,
    },
  },
  {
    id: 'smart-agriculture-plan',
    name: 'スマート農業技術活用促進法の計画認定（生産方式革新実施計画）',
    aliases: [
      'スマート農業技術活用促進法',
      '生産方式革新実施計画',
      'スマート農業の補助金',
      'スマート農業補助金',
    ],
    kind: 'certification',
    summary:
      '農業者や農業法人等が、スマート農業技術の活用と新たな生産方式の導入を組み合わせた計画（原則5年以内、労働生産性を5%以上向上させる目標）について国の認定を受けると、日本政策金融公庫の長期低利融資や税制の特例などの支援措置を受けられます。機械の導入への補助は国の事業のほか都道府県・市町村が独自に行うものもあり、相談の窓口は都道府県の農業担当部署（農林事務所など）です。',
    sizes: 'all',
    industries: 'all',
    smeTest: 'none',
    sector: { label: '農業者', keywords: /農業|農園|農家|農場|農産|畜産|酪農|果樹|園芸|稲作|営農/ },
    largeFirms: true,
    themes: 'all',
    fundsInvestment: false,
    frames: [],
    call: { label: '計画の相談・申請', opens: null, closes: null, status: 'rolling' },
    prepare: [
      'スマート農業技術の活用と新たな生産方式の導入を組み合わせた計画',
      '都道府県の農業担当部署への事前の相談',
    ],
    // read: the 農林水産省 中国四国農政局 page below (対象者, 5年以内, 5%以上, 随時受付), city.pier.news/article/23376
    // (日本政策金融公庫の長期低利融資, 税制優遇), the 静岡県 page (農林事務所が相談窓口), akasakatec.com/blog/7613 and
    // biz.stayway.jp (県の機器導入補助の例: 神奈川県).
    source: {
      title: 'スマート農業技術活用促進法',
      publisher: '農林水産省 中国四国農政局',
      url: 'https://www.maff.go.jp/chushi/seisan/hukyu/smart_houritu.html',
      checkedOn,
    },
  },
  {
    id: 'yorozu-shien-kyoten',
    name: 'よろず支援拠点',
    aliases: ['よろず'],
    kind: 'consultation',
    summary:
      '国が全国47都道府県に設置した、中小企業・小規模事業者のための無料の経営相談所です。売上拡大や経営改善などの相談に各分野の専門家が何度でも応じ、必要に応じて適切な支援機関も紹介します。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: 'all',
    fundsInvestment: false,
    frames: [],
    call: null,
    prepare: [],
    // read: newsdig.tbs.co.jp/articles/-/1733206 (47都道府県, 無料, 何度でも), eguchi-zaimudaikou.com/vol-302j
    // (支援機関の紹介, IT活用の相談), thepage.jp (経済産業省が開設). The official site was not in reach.
    source: {
      title: 'よろず支援拠点',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://yorozu.smrj.go.jp/',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'chamber-consultation',
    name: '商工会議所・商工会の経営相談',
    aliases: ['商工会議所', '商工会'],
    kind: 'consultation',
    summary:
      '地域の商工会議所・商工会には経営指導員が配置され、小規模事業者を中心に、会員・非会員を問わず経営全般や財務・金融などの相談に応じています。補助金等の支援策の情報提供や申請の相談、資金繰りの相談にも対応しています。',
    // 経営改善普及事業 targets 小規模事業者; 30–99 is kept because chambers also advise their other SME members.
    sizes: ['lt10', '10_29', '30_99'],
    industries: 'all',
    smeTest: 'none',
    largeFirms: false,
    themes: 'all',
    fundsInvestment: false,
    frames: [],
    call: null,
    prepare: [],
    source: {
      title: '2021年版 小規模企業白書 第2部 第3章 第3節 まとめ',
      publisher: '中小企業庁',
      url: 'https://www.chusho.meti.go.jp/pamflet/hakusyo/2021/shokibo/b2_3_3.html',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'security-action',
    name: 'SECURITY ACTION（セキュリティ対策自己宣言）',
    aliases: ['SECURITY ACTION', 'セキュリティアクション'],
    // Closest kind: it is a self-declaration that IPA explicitly says is not a certification.
    kind: 'certification',
    summary:
      '中小企業自らが情報セキュリティ対策に取り組むことを自己宣言するIPAの制度で、IPAが対策状況を認定するものではありません。「情報セキュリティ5か条」に取り組む「一つ星」と、「5分でできる！情報セキュリティ自社診断」で現状を把握したうえで基本方針を定めて公開する「二つ星」があり、各種補助金の申請要件にもなっています。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: ['security', 'ai_governance', 'subsidy'],
    fundsInvestment: false,
    frames: [],
    call: null,
    prepare: [],
    // read: ipa.go.jp/security/security-action/promotion/index.html (補助金の申請要件, 認定ではない),
    // shanaitaisei.metro.tokyo.lg.jp handbook 2-2 (一つ星・二つ星の内容).
    source: {
      title: 'SECURITY ACTION セキュリティ対策自己宣言',
      publisher: '独立行政法人情報処理推進機構（IPA）',
      url: 'https://www.ipa.go.jp/security/security-action/',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'ipa-sme-security-guideline',
    name: '中小企業の情報セキュリティ対策ガイドライン',
    aliases: [],
    kind: 'guideline',
    summary:
      '情報セキュリティ対策に取り組む際に経営者が認識し実施すべき指針と、社内で対策を実践する手順や手法をまとめたIPAのガイドラインで、個人事業主や小規模事業者を含む中小企業の利用を想定しています。経営者編と実践編から成り、テレワークの安全な実施やセキュリティインシデント発生時の対応なども盛り込まれています。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: ['security', 'ai_governance', 'where_to_start'],
    fundsInvestment: false,
    frames: [],
    call: null,
    prepare: [],
    source: {
      title: '中小企業の情報セキュリティ対策ガイドライン',
      publisher: '独立行政法人情報処理推進機構（IPA）',
      url: 'https://www.ipa.go.jp/security/guide/sme/about.html',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'cyber-otasuketai',
    name: 'サイバーセキュリティお助け隊サービス',
    aliases: ['お助け隊'],
    // IPA sets the service standard and lists the services that meet it; the closest kind is a certification.
    kind: 'certification',
    summary:
      'IPAが定めた基準を満たす、中小企業向けのセキュリティサービスです。異常の監視、緊急時の駆け付け支援、簡易サイバー保険などをワンパッケージで提供するもので、デジタル化・AI導入補助金のセキュリティ対策推進枠ではこのサービスの導入が補助の対象になります。',
    sizes: smeSizes,
    industries: 'all',
    smeTest: 'sme',
    largeFirms: false,
    themes: ['security'],
    fundsInvestment: false,
    frames: [],
    call: null,
    prepare: [],
    // read: the FAQ below (監視, 24時間の見守り, 駆け付け, 簡易サイバー保険), column.cyber-insurance.jp/833 (one package), ipa.go.jp/security/keihatsu/sme/otasuketai/
    // (サービス基準), gyosei-fujiwara.com/?p=1341 (セキュリティ対策推進枠 is limited to listed services).
    source: {
      title: '「サイバーセキュリティお助け隊サービス」制度に関するFAQ',
      publisher: '独立行政法人情報処理推進機構（IPA）',
      url: 'https://www.ipa.go.jp/security/sme/otasuketai/otasuketai-faq.html',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'dx-certification',
    name: 'DX認定制度',
    aliases: ['DX認定'],
    kind: 'certification',
    summary:
      '「情報処理の促進に関する法律」に基づき、「デジタルガバナンス・コード」の基本的事項に対応してDX推進の準備が整っている事業者を国が認定する制度で、IPAが審査します。事業者の業態・業種・規模を問わず、申請や認定の維持に費用はかかりません。',
    sizes: 'all',
    industries: 'all',
    smeTest: 'none',
    largeFirms: true,
    themes: [
      'where_to_start',
      'data_utilisation',
      'system_integration',
      'new_business',
      'ai_governance',
      'ai_pilot_stalled',
      'tool_adoption',
    ],
    fundsInvestment: false,
    frames: [],
    call: { label: 'Web申請', opens: null, closes: null, status: 'rolling' },
    prepare: ['経営ビジョンとDX戦略、その推進体制と成果指標を自社のWebサイト等で公表していること'],
    // read: the 経済産業省 page below, ipa.go.jp/digital/dx-nintei/dx-nintei-faq.html (規模を問わない, 費用なし),
    // sme-support.co.jp/?p=6612 (公表が求められる内容).
    source: {
      title: 'DX認定制度（情報処理の促進に関する法律第三十一条に基づく認定制度）',
      publisher: '経済産業省',
      url: 'https://www.meti.go.jp/policy/it_policy/investment/dx-nintei/dx-nintei.html',
      checkedOn,
    },
  },
  {
    id: 'cyber-security-management-guideline',
    name: 'サイバーセキュリティ経営ガイドライン Ver3.0',
    aliases: ['サイバーセキュリティ経営ガイドライン'],
    kind: 'guideline',
    summary:
      '経済産業省とIPAが策定した経営者向けの指針で、経営者が認識すべき「3原則」と、CISOなどの担当幹部に指示すべき「重要10項目」をまとめています。2023年3月のVer3.0では、経営者の関与とサプライチェーン全体での対策の推進がより強く求められています。',
    sizes: 'all',
    industries: 'all',
    smeTest: 'none',
    largeFirms: true,
    themes: ['security', 'ai_governance', 'shadow_ai', 'system_integration'],
    fundsInvestment: false,
    frames: [],
    call: null,
    prepare: [],
    // read: nri-secure.co.jp/glossary/cyber-security-guideline (3原則, 重要10項目, 2023年3月 Ver3.0),
    // shanaitaisei.metro.tokyo.lg.jp handbook 11-5 and cybersecurity-taisaku.metro.tokyo.lg.jp (大企業及び中小企業).
    // The 経済産業省 page below was not in reach.
    source: {
      title: 'サイバーセキュリティ経営ガイドライン',
      publisher: '経済産業省・独立行政法人情報処理推進機構（IPA）',
      url: 'https://www.meti.go.jp/policy/netsecurity/mng_guide.html',
      checkedOn,
    },
  },
];
