import type { ContentSource } from './content-source';

const checkedOn = '2026-11-24';

/**
 * Public pages the business and AI playbooks (business-playbooks.ts, ai-playbooks.ts) rest on; each was
 * read on `checkedOn`. A playbook cites at most two of them in `sources`; its industry and
 * large-company forms may add more. Before release, and whenever a page changes, re-read the entries
 * that cite it and update `checkedOn`.
 */
export const playbookSources = {
  hakusho2021Challenges: {
    title: '2021年版 中小企業白書 第2部第2章第3節 中小企業のデジタル化推進に向けた課題',
    publisher: '中小企業庁',
    url: 'https://www.chusho.meti.go.jp/pamflet/hakusyo/2021/chusho/b2_2_3.html',
    checkedOn,
  },
  hakusho2022Restructuring: {
    title: '2022年版 中小企業白書 第2部第1章第3節 感染症下の事業再構築',
    publisher: '中小企業庁',
    url: 'https://www.chusho.meti.go.jp/pamflet/hakusyo/2022/chusho/b2_1_3.html',
    checkedOn,
  },
  shokibo2022Review: {
    title: '2022年版 小規模企業白書 第2部第1章第1節 現下の事業見直し',
    publisher: '中小企業庁',
    url: 'https://www.chusho.meti.go.jp/pamflet/hakusyo/2022/shokibo/b2_1_1.html',
    checkedOn,
  },
  maffSixthIndustry: {
    title: '農林漁業の6次産業化',
    publisher: '農林水産省',
    url: 'https://www.maff.go.jp/j/nousin/inobe/6jika/index.html',
    checkedOn,
  },
  maffSmartAgriculture: {
    title: '令和6年度 食料・農業・農村白書 特集3 スマート農業技術の活用と今後の展望',
    publisher: '農林水産省',
    url: 'https://www.maff.go.jp/j/wpaper/w_maff/r6/r6_h/trend/part1/chap0/c0_1_03.html',
    checkedOn,
  },
  monozukuri2025: {
    title: '2025年版ものづくり白書（令和6年度ものづくり基盤技術の振興施策）',
    publisher: '経済産業省',
    url: 'https://www.meti.go.jp/report/whitepaper/mono/2025/index.html',
    checkedOn,
  },
  mlitLogistics2024: {
    title: '国土交通白書 2024 コラム 物流2024年問題への対応について',
    publisher: '国土交通省',
    url: 'https://www.mlit.go.jp/hakusyo/mlit/r05/hakusho/r06/html/n2522c01.html',
    checkedOn,
  },
  mlitLogisticsReform2024: {
    title:
      '国土交通白書 2024 第2節 総合的・一体的な物流施策の推進（時間外労働の上限規制の適用を見据えた労働力不足対策の加速と物流構造改革の推進）',
    publisher: '国土交通省',
    url: 'https://www.mlit.go.jp/statistics/file000004/html/n2522000.html',
    checkedOn,
  },
  mlitIConstruction: {
    title: '国土交通白書 2022 第11節 デジタル化による高度化・効率化（i-Constructionの推進）',
    publisher: '国土交通省',
    url: 'https://www.mlit.go.jp/hakusyo/mlit/r03/hakusho/r04/html/n22b2000.html',
    checkedOn,
  },
  metiPlatformAct: {
    title: 'デジタル市場を使いやすく-デジタルプラットフォーム取引透明化法とは',
    publisher: '経済産業省（METI Journal）',
    url: 'https://journal.meti.go.jp/p/15022',
    checkedOn,
  },
  chushoPriceNegotiation: {
    title: '「価格交渉促進月間（2023年3月）に関するフォローアップ調査」を実施しています',
    publisher: '中小企業庁',
    url: 'https://www.chusho.meti.go.jp/keiei/torihiki/2023/230407chousa.html',
    checkedOn,
  },
  kankoHakusho2022: {
    title: '「令和3年度観光の状況」及び「令和4年度観光施策」（観光白書）について',
    publisher: '観光庁',
    url: 'https://www1.mlit.go.jp/kankocho/news02_000476.html',
    checkedOn,
  },
  mhlwMedicalAdvertising: {
    title: '医療法における病院等の広告規制について',
    publisher: '厚生労働省',
    url: 'https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/kenkou_iryou/iryou/kokokukisei/',
    checkedOn,
  },
  nagoyaContinuousServices: {
    title: '特定継続的役務提供（エステ、美容医療、家庭教師、学習塾などの長期にわたるサービス）',
    publisher: '名古屋市消費生活センター',
    url: 'https://seikatsu.city.nagoya.jp/soudan/pickup/article/4',
    checkedOn,
  },
  mhlwCareTechnology: {
    title: '介護ロボットの開発・普及の促進',
    publisher: '厚生労働省',
    url: 'https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/0000209634.html',
    checkedOn,
  },
  ppcLeakResponse: {
    title: '漏えい等の対応（個人情報）',
    publisher: '個人情報保護委員会',
    url: 'https://www.ppc.go.jp/personal/legal/leakAction/',
    checkedOn,
  },
  mhlwForeignWorkerGuideline: {
    title: '外国人労働者の雇用管理の改善等に関して事業主が適切に対処するための指針（抄）',
    publisher: '厚生労働省',
    url: 'https://www.mhlw.go.jp/bunya/koyou/gaikokujin13/sisin02.html',
    checkedOn,
  },
  isaPlainJapanese: {
    title: '在留支援のためのやさしい日本語ガイドライン',
    publisher: '出入国在留管理庁',
    url: 'https://www.moj.go.jp/isa/support/portal/plainjapanese_guideline.html',
    checkedOn,
  },
  metiDxIndicator: {
    title: 'DX推進指標（DXの取組状況を診断する自己診断ツール）',
    publisher: '経済産業省',
    url: 'https://www.meti.go.jp/policy/it_policy/investment/dx-shihyo.html',
    checkedOn,
  },
  ipaDxIndicator: {
    title: 'DX推進指標のご案内',
    publisher: '独立行政法人情報処理推進機構（IPA）',
    url: 'https://www.ipa.go.jp/digital/dx-suishin/about.html',
    checkedOn,
  },
  metiDxReport: {
    title: 'DXレポート ～ITシステム「2025年の崖」の克服とDXの本格的な展開～',
    publisher: '経済産業省',
    url: 'https://www.meti.go.jp/shingikai/mono_info_service/digital_transformation/pdf/20180907_03.pdf',
    checkedOn,
  },
  ipaDxTrend2024: {
    title: 'DX動向2024',
    publisher: '独立行政法人情報処理推進機構（IPA）',
    url: 'https://www.ipa.go.jp/digital/chousa/dx-trend/dx-trend-2024.html',
    checkedOn,
  },
  ipaDxIndicatorAnalysis2024: {
    title: '「DX推進指標 自己診断結果 分析レポート（2024年版）」を公開',
    publisher: '独立行政法人情報処理推進機構（IPA）',
    url: 'https://www.ipa.go.jp/pressrelease/2025/press20250507.html',
    checkedOn,
  },
  ppcGenAiCaution: {
    title: '生成AIサービスの利用に関する注意喚起等について（令和5年6月2日）',
    publisher: '個人情報保護委員会',
    url: 'https://www.ppc.go.jp/news/press/2023/230602kouhou/',
    checkedOn,
  },
  metiAiGuideline: {
    title: 'AI事業者ガイドライン',
    publisher: '経済産業省・総務省',
    url: 'https://www.meti.go.jp/shingikai/mono_info_service/ai_shakai_jisso/20240419_report.html',
    checkedOn,
  },
  soumuAiUse2025: {
    title: '令和7年版 情報通信白書 企業におけるAI利用の現状',
    publisher: '総務省',
    url: 'https://www.soumu.go.jp/johotsusintokei/whitepaper/ja/r07/html/nd112220.html',
    checkedOn,
  },
  soumuAiRisk2025: {
    title: '令和7年版 情報通信白書 AIのリスク管理とイノベーションの両立',
    publisher: '総務省',
    url: 'https://www.soumu.go.jp/johotsusintokei/whitepaper/ja/r07/html/nd122110.html',
    checkedOn,
  },
} satisfies Record<string, ContentSource>;
