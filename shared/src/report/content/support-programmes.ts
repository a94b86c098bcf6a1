/**
 * Public support programmes (subsidies, free consultation, self-declarations, guidelines) the report may
 * point a visitor to. Each summary holds only what was read on public pages on `checkedOn`; amounts, rates
 * and deadlines change with every call for applications, so they are left out on purpose.
 * Re-check every entry against its source page before each use (and before changing `checkedOn`).
 * A `read:` comment names the pages actually read when the official page itself was not in reach.
 */
import type { CompanySize } from '../../questionnaire/dropdown-options';
import type { SupportProgramme } from './support-programme';

/**
 * Bands that can fall under the 中小企業者 definition. It is met by capital OR head count (e.g. manufacturing:
 * capital ≤ ¥300m or ≤ 300 employees; wholesale and services ≤ 100; retail ≤ 50), so a 300–999 person firm
 * can still qualify through its capital; 1,000 and more is left out as it practically never qualifies.
 */
const smeSizes: CompanySize[] = ['lt10', '10_29', '30_99', '100_299', '300_999'];

/**
 * 小規模事業者 as defined for 持続化補助金 and 商工会・商工会議所 support: ≤ 5 regular employees in commerce and
 * services (宿泊業・娯楽業 excepted), ≤ 20 in 宿泊業・娯楽業, manufacturing and other industries. Only 10–29 firms
 * with at most 20 employees outside commerce fit, but the band cannot be split, so it is kept.
 */
const smallBusinessSizes: CompanySize[] = ['lt10', '10_29'];

/** Public support programmes, each with the official page it rests on and the day it was checked. */
export const supportProgrammes: readonly SupportProgramme[] = [
  {
    id: 'digital-ai-subsidy',
    name: 'デジタル化・AI導入補助金（旧IT導入補助金）',
    kind: 'subsidy',
    summary:
      '中小企業・小規模事業者等の労働生産性の向上を目的に、原則として事務局に登録されたITツール（ソフトウェアやクラウドサービス等）の導入費用の一部を補助する制度で、2026年度にIT導入補助金から名称が変わりました。通常枠、インボイス枠（インボイス対応類型・電子取引類型）、セキュリティ対策推進枠、複数者連携デジタル化・AI導入枠があり、補助額・補助率は枠や公募回ごとに異なります。',
    sizes: smeSizes,
    industries: 'all',
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
    // read: seo-okayama.or.jp/surveys/form/21 (quotes it-shien.smrj.go.jp/news/40013), samurai-match.jp
    // (セキュリティ対策推進枠 text), compass.ordentier-corp.co.jp/?p=372. The official site was not in reach.
    source: {
      title: 'デジタル化・AI導入補助金2026',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://it-shien.smrj.go.jp/',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'shoryokuka-subsidy',
    name: '中小企業省力化投資補助金',
    kind: 'subsidy',
    summary:
      '人手不足に悩む中小企業等が、IoT・ロボット等の省力化に効果のある製品や設備・システムを導入する費用の一部を補助し、生産性の向上と賃上げにつなげることを目的とした制度です。カタログに登録された製品から選ぶ「カタログ注文型」と、現場に合わせた設備導入やシステム構築を支援する「一般型」があり、補助額・補助率は類型や従業員数、公募回ごとに異なります。',
    sizes: smeSizes,
    industries: 'all',
    themes: ['talent_shortage', 'dispatch', 'channel_inventory', 'bookings', 'data_utilisation', 'subsidy'],
    fundsInvestment: true,
    // read: brother.co.jp (カタログ注文型 and 一般型), qasso.org/expert-blog/951, gandn.co.jp/column/1778,
    // kojimachi-capital.com (continues in the 令和7年度補正 package). The official site was not in reach.
    source: {
      title: '中小企業省力化投資補助金',
      publisher: '独立行政法人中小企業基盤整備機構',
      url: 'https://shoryokuka.smrj.go.jp/',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'jizokuka-subsidy',
    name: '小規模事業者持続化補助金',
    kind: 'subsidy',
    summary:
      '小規模事業者が商工会議所・商工会の助言を受けて経営計画を作り、その計画に沿って行う販路開拓や業務効率化の取り組みの費用の一部を補助する制度です。補助額・補助率は枠や公募回ごとに異なるため、申請前に最新の公募要領と地域の商工会議所・商工会の案内をご確認ください。',
    sizes: smallBusinessSizes,
    // Some organisation types may be excluded by the 公募要領 (not read); the writer should say to check it.
    industries: 'all',
    themes: ['subsidy', 'bookings', 'inquiries', 'channel_inventory', 'estimates', 'paper_fax'],
    fundsInvestment: true,
    // read: nishiyamakaikei.jp (小規模事業者 definition), kurasono-office.jp/?p=1579 (一般型: 販路開拓・業務効率化),
    // teshirogi-office.com. Neither chamber's application site was in reach; the URL below is its operator.
    source: {
      title: '全国商工会連合会',
      publisher: '全国商工会連合会',
      url: 'https://www.shokokai.or.jp/',
      checkedOn: '2026-11-23',
    },
  },
  {
    id: 'yorozu-shien-kyoten',
    name: 'よろず支援拠点',
    kind: 'consultation',
    summary:
      '国が全国47都道府県に設置した、中小企業・小規模事業者のための無料の経営相談所です。売上拡大や経営改善などの相談に各分野の専門家が何度でも応じ、必要に応じて適切な支援機関も紹介します。',
    sizes: smeSizes,
    industries: 'all',
    themes: 'all',
    fundsInvestment: false,
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
    kind: 'consultation',
    summary:
      '地域の商工会議所・商工会には経営指導員が配置され、小規模事業者を中心に、会員・非会員を問わず経営全般や財務・金融などの相談に応じています。補助金等の支援策の情報提供や申請の相談、資金繰りの相談にも対応しています。',
    // 経営改善普及事業 targets 小規模事業者; 30–99 is kept because chambers also advise their other SME members.
    sizes: ['lt10', '10_29', '30_99'],
    industries: 'all',
    themes: 'all',
    fundsInvestment: false,
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
    // Closest kind: it is a self-declaration that IPA explicitly says is not a certification.
    kind: 'certification',
    summary:
      '中小企業自らが情報セキュリティ対策に取り組むことを自己宣言するIPAの制度で、IPAが対策状況を認定するものではありません。「情報セキュリティ5か条」に取り組む「一つ星」と、「5分でできる！情報セキュリティ自社診断」で現状を把握したうえで基本方針を定めて公開する「二つ星」があり、各種補助金の申請要件にもなっています。',
    sizes: 'all',
    industries: 'all',
    themes: ['security', 'ai_governance', 'subsidy'],
    fundsInvestment: false,
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
    kind: 'guideline',
    summary:
      '情報セキュリティ対策に取り組む際に経営者が認識し実施すべき指針と、社内で対策を実践する手順や手法をまとめたIPAのガイドラインで、個人事業主や小規模事業者を含む中小企業の利用を想定しています。経営者編と実践編から成り、テレワークの安全な実施やセキュリティインシデント発生時の対応なども盛り込まれています。',
    sizes: smeSizes,
    industries: 'all',
    themes: ['security', 'ai_governance', 'where_to_start'],
    fundsInvestment: false,
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
    // IPA sets the service standard and lists the services that meet it; the closest kind is a certification.
    kind: 'certification',
    summary:
      'IPAが定めた基準を満たす、中小企業向けのセキュリティサービスです。異常の監視、緊急時の駆け付け支援、簡易サイバー保険などをワンパッケージで提供するもので、デジタル化・AI導入補助金のセキュリティ対策推進枠ではこのサービスの導入が補助の対象になります。',
    sizes: smeSizes,
    industries: 'all',
    themes: ['security'],
    fundsInvestment: false,
    // read: the FAQ below (監視, 24時間の見守り, 駆け付け, 簡易サイバー保険), column.cyber-insurance.jp/833 (one package), ipa.go.jp/security/keihatsu/sme/otasuketai/
    // (サービス基準), gyosei-fujiwara.com/?p=1341 (セキュリティ対策推進枠 is limited to listed services).
    source: {
      title: '「サイバーセキュリティお助け隊サービス」制度に関するFAQ',
      publisher: '独立行政法人情報処理推進機構（IPA）',
      url: 'https://www.ipa.go.jp/security/sme/otasuketai/otasuketai-faq.html',
      checkedOn: '2026-11-23',
    },
  },
];
