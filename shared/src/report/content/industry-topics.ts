/**
 * Laws, guidelines and sector changes a consultant would raise for an industry, matched by industry and by
 * keywords in the visitor's own words. Summaries hold only dates and limits as read on public pages on
 * `checkedOn`. Re-check every entry against its sources before each use (and before changing `checkedOn`).
 * A `read:` comment names the pages actually read when an official page itself was not in reach.
 * Keywords carry no `g` flag, so `RegExp.test` stays stateless.
 */
import type { IndustryTopic } from './industry-topic';

/** Industry topics, each with the public pages it rests on and the day they were checked. */
export const industryTopics: readonly IndustryTopic[] = [
  {
    id: 'logistics-2024',
    label: '物流の2024年問題（トラック運転者の時間外労働上限と改善基準告示）',
    industries: ['transport_logistics'],
    keywords:
      /2024年問題|二〇二四年問題|残業規制|改善基準告示|拘束時間|休息期間|(ドライバー|運転者|運転手)の?(残業|時間外|労働時間|長時間労働)|デジタコ|デジタルタコグラフ/,
    duty: { kind: 'obligation', label: '義務（時間外労働の上限規制と改善基準告示）' },
    summary:
      '2024年4月から、トラック運転者が特別条項付きの36協定を結ぶ場合の時間外労働の上限は年960時間となりました。あわせて改正された改善基準告示により、拘束時間は原則として年3,300時間・月284時間以内、1日の休息期間は継続11時間以上を基本とし9時間を下回らないこととされています。',
    action:
      '運転日報やデジタルタコグラフの記録を勤怠と突き合わせ、運転者ごとの拘束時間・休息期間・時間外労働を月の途中で把握できる状態にすることをお勧めします。',
    // read: van.gr.jp/news/2023_00228, nohara-office.com, ikeguchi-sr.com (figures, all citing the 厚生労働省
    // leaflet); logi-today.com/351295 and kumamotos.johas.go.jp (the portal below). The portal was not in reach.
    sources: [
      {
        title: 'トラック運転者の長時間労働改善に向けたポータルサイト',
        publisher: '厚生労働省',
        url: 'https://driver-roudou-jikan.mhlw.go.jp/',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'logistics-efficiency-act',
    label: '改正物流効率化法（荷待ち・荷役時間の短縮と特定荷主の義務）',
    industries: ['transport_logistics', 'manufacturing', 'wholesale_retail'],
    keywords:
      /物流効率化法|物流(関連)?法(の)?改正|物流二法|物流統括管理者|CLO(?![A-Za-z])|特定荷主|荷待ち|荷役(等)?時間|積載効率/,
    duty: { kind: 'effort', label: '努力義務（一定規模以上の特定事業者は計画作成・定期報告等が義務）' },
    summary:
      '2025年4月から、すべての荷主と物流事業者に、トラック運転者の荷待ち時間・荷役等時間の短縮や積載効率の向上に取り組む努力義務が課されています。2026年度からは、一定規模以上の特定事業者に中長期計画の作成や定期報告が義務付けられ、特定荷主には物流統括管理者（CLO）の選任が求められます。',
    action:
      '出荷・入荷の拠点ごとに荷待ちと荷役にかかる時間を記録し、トラック予約受付や納品日時の調整など短縮の打ち手を検討することをお勧めします。',
    // read: lnews.jp/2025/04/r0401607.html (the portal below,努力義務 from 2025, CLO from 2026年度),
    // www1.logistics.or.jp/j-clop/logistics-shipper-obligations (JILS), nittsu-necl.co.jp/blog/20251031.
    sources: [
      {
        title: '「物流効率化法」理解促進ポータルサイト',
        publisher: '国土交通省・経済産業省・農林水産省',
        url: 'https://www.revised-logistics-act-portal.mlit.go.jp/',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'construction-overtime-cap',
    label: '建設業の時間外労働の上限規制（2024年4月〜）',
    industries: ['construction'],
    keywords:
      /建設業?の?(2024年問題|残業|時間外|働き方改革|上限規制)|(現場|職人|施工管理)の?(残業|長時間労働)|週休2日|週休二日|4週8閉所|4週8休/,
    duty: { kind: 'obligation', label: '義務（時間外労働の上限規制）' },
    summary:
      '2024年4月から建設業にも時間外労働の上限規制が適用され、原則は月45時間・年360時間、臨時的な特別の事情があって労使が合意する場合でも年720時間以内、時間外・休日労働の合計は月100時間未満・2〜6か月平均80時間以内などを守る必要があります。災害時の復旧・復興事業に限り、月100時間未満と2〜6か月平均80時間以内の要件は適用されません。',
    action:
      '現場ごとの出退勤と移動・書類作業の時間をデジタルで記録し、36協定の上限に近づいている人を月の途中で把握できるようにすることをお勧めします。',
    // read: city.kato.lg.jp (below), polarstar-sr.com/819 (厚生労働省「わかりやすい解説」: 災害時の復旧・復興事業),
    // chiba-hatarakikata.com/column/1104 and uenishi-sr.jp/?p=1241 (the general limits). hatarakikatasusume
    // (the 厚生労働省 special site both pages point to) was not in reach.
    sources: [
      {
        title: '建設業で働く方、自動車運転者、医師にも時間外労働の上限規制の適用が開始されます',
        publisher: '兵庫県加東市',
        url: 'https://www.city.kato.lg.jp/kakukanogoannai/sangyoushinkoubu/shokokankoka/news/14451.html',
        checkedOn: '2026-11-23',
      },
      {
        title: 'はたらきかたススメ（時間外労働の上限規制 特設サイト）',
        publisher: '厚生労働省',
        url: 'https://hatarakikatasusume.mhlw.go.jp/',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'medical-information-security-guideline',
    label: '医療情報システムの安全管理に関するガイドライン 第6.0版',
    industries: ['medical_care'],
    keywords:
      /医療情報システム|安全管理(に関する)?ガイドライン|3省2ガイドライン|三省二ガイドライン|電子カルテ|レセコン|医療情報|オンライン資格確認|病院の?(サイバー|ランサム)/,
    duty: { kind: 'guideline', label: 'ガイドライン（医療機関等が守るべき事項を示す指針）' },
    // Raised by industry only for medical institutions, not for care homes filed under 医療・介護.
    appliesTo: { requires: /病院|医院|クリニック|診療所|歯科|薬局|医療法人/ },
    summary:
      '厚生労働省が医療機関等向けに示すガイドラインで、2023年5月の第6.0版から本文が経営管理編・企画管理編・システム運用編に分かれ、経営層や担当者がそれぞれ守るべき事項が示されています。近年のサイバー攻撃やクラウドサービスの普及を踏まえた対策も盛り込まれています。',
    action:
      '経営管理編に沿って、医療情報システムの責任者、委託先との責任の分担、非常時の手順とバックアップの状況を確認することをお勧めします。',
    // read: the 第6.0版 概説編・経営管理編・企画管理編 text through wic-net.com/material/document/9463 to 9466
    // (copies that cite the URL below); itscom.co.jp (6.0 still the latest as of 2026-01-16).
    sources: [
      {
        title: '医療情報システムの安全管理に関するガイドライン 第6.0版（令和5年5月）',
        publisher: '厚生労働省',
        url: 'https://www.mhlw.go.jp/stf/shingi/0000516275_00006.html',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'doctor-work-style-reform',
    label: '医師の働き方改革（勤務医の時間外労働の上限規制）',
    industries: ['medical_care'],
    keywords:
      /医師の働き方改革|医師の?(残業|時間外|労働時間|長時間労働)|勤務医|宿日直|[ABC]水準|連携B水準|タスク・?シフト|タスク・?シェア/,
    duty: { kind: 'obligation', label: '義務（医師を雇用する医療機関）' },
    // Only where doctors are employed: hospitals and clinics, not care providers.
    appliesTo: { requires: /病院|医院|クリニック|診療所|医療法人|医師/ },
    summary:
      '2024年4月から、勤務医にも時間外・休日労働の上限規制が適用されました。原則となるA水準は年960時間以下で、地域医療の確保などのため指定を受けた医療機関の特例水準（B・連携B・C水準）は年1,860時間以下とされ、面接指導や勤務間インターバルなどの健康確保措置も求められます。',
    action:
      '医師の出退勤と宿日直を客観的に記録する仕組みがあるかを確認し、記録作成や説明文書など他職種やITに移せる業務を洗い出すことをお勧めします。',
    // read: office-mori.biz (A水準 960, B水準 1,860, 面接指導, インターバル), kitelab.jp (2024年4月), journal.epigno.jp (水準の種類),
    // the two pages below (勤務環境改善, 2024年4月).
    sources: [
      {
        title: '医療機関の勤務環境の改善に向けて（いきいき働く医療機関サポートWeb）',
        publisher: '厚生労働省',
        url: 'https://iryou-kinmukankyou.mhlw.go.jp/information/',
        checkedOn: '2026-11-23',
      },
      {
        title: '医療従事者の勤務環境の改善・医師の働き方改革',
        publisher: '神戸市',
        url: 'https://www.city.kobe.lg.jp/a65055/ishinohatarakikatakaikaku.html',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'care-productivity',
    label: '介護分野の生産性向上（生産性向上推進体制加算・介護テクノロジー）',
    industries: ['medical_care'],
    keywords:
      /介護(現場|施設|事業所)?の?生産性|生産性向上推進体制加算|介護テクノロジー|介護ロボット|見守り(センサー|機器|カメラ)|インカム|介護記録(ソフト|システム)?|ケア記録|介護DX|夜間巡視/,
    duty: { kind: 'incentive', label: '加算（任意の取り組みへの評価。義務ではありません）' },
    // Care providers only; visiting services (訪問介護 and the like) are not among the services the 加算 is
    // for, so a home-care office is not told to aim for it.
    appliesTo: {
      requires: /介護|老人ホーム|グループホーム|特養|老健|介護医療院|ショートステイ|小規模多機能/,
      excludes: /訪問介護|訪問入浴|訪問看護|ホームヘルプ|居宅介護支援/,
    },
    summary:
      '2024年度の介護報酬改定で生産性向上推進体制加算が新設され、生産性向上のための委員会の開催、見守り機器等のテクノロジーの導入、効果を示すデータの提出などに取り組む事業所が評価されるようになりました。上位区分では、テクノロジーの複数導入や成果の確認なども求められます。',
    action:
      '自事業所のサービスが加算の対象かを確かめたうえで、見守り機器・インカム・介護記録ソフトの導入状況と、記録や夜間巡視にかかる時間を把握することをお勧めします。',
    // read: caredesign.info/index.php/2026/02/19/a-140, dxmcnavi.com/articles/productivity-improvement,
    // systeminvest-lab.com/8531. No 厚生労働省 page was in reach; the portal below is named, not read.
    sources: [
      {
        title: '介護分野における生産性向上ポータルサイト',
        publisher: '厚生労働省',
        url: 'https://www.mhlw.go.jp/kaigoseisansei/',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'electronic-bookkeeping',
    label: '電子帳簿保存法（電子取引データの保存）',
    industries: 'all',
    keywords:
      /電帳法|電子帳簿|電子取引|タイムスタンプ|スキャナ保存|事務処理規程|(請求書|領収書)を?(PDF|メール|データ)|(PDF|メール|データ)の?(請求書|領収書)/,
    duty: { kind: 'obligation', label: '義務（電子取引データの保存）' },
    summary:
      '2024年1月1日以後に行う電子取引（メールやWebで受け取った請求書・領収書など）の取引データは、書面に印刷して保存するだけでは足りず、改ざん防止と検索のための要件に従って電子データのまま保存する必要があります。要件に従って保存できなかったことに相当の理由がある場合などに向けた猶予措置も設けられています。',
    action:
      'メールやWebで受け取っている請求書・領収書の保存場所とファイル名のルール、改ざん防止の方法（事務処理規程など）が決まっているかを確認することをお勧めします。',
    // read: yaizuaoiro.com (令和6年1月1日以後, points to the 国税庁 特設サイト), e3-partners.com/topics/trend/4019
    // (要件と猶予措置), the law text through elaws.jp/view/410AC0000000025 (a copy of the e-Gov page below).
    sources: [
      {
        title: '電子計算機を使用して作成する国税関係帳簿書類の保存方法等の特例に関する法律',
        publisher: 'デジタル庁（e-Gov法令検索）',
        url: 'https://laws.e-gov.go.jp/law/410AC0000000025',
        checkedOn: '2026-11-23',
      },
      {
        title: '電子帳簿保存法関係（特設サイト）',
        publisher: '国税庁',
        url: 'https://www.nta.go.jp/law/joho-zeikaishaku/sonota/jirei/tokusetsu/index.htm',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'invoice-system',
    label: 'インボイス制度（適格請求書等保存方式）',
    industries: 'all',
    keywords: /インボイス|適格請求書|登録番号|仕入税額控除|免税事業者|[23２３]割特例/,
    duty: { kind: 'condition', label: '仕入税額控除を受けるための要件（登録そのものは義務ではありません）' },
    summary:
      '2023年10月1日から、消費税の仕入税額控除の方式として適格請求書等保存方式（インボイス制度）が始まり、原則として適格請求書発行事業者が交付する適格請求書などの保存が控除の要件になりました。免税事業者などからの仕入れに係る経過措置は段階的に縮小されるため、控除できる割合と期間は国税庁の最新の情報で確認が必要です。',
    action:
      '仕入先の登録番号の確認方法と、受け取った請求書を会計処理と保存につなげる流れが決まっているかを確認することをお勧めします。',
    // read: the 天草市 page below (制度の開始と仕組み), fp-soken.or.jp/fpnews/business-fpnews/account/no032;
    // the 令和8年度 changes to the 経過措置 through yckz.co.jp/archives/25864 and uplusoct.com (so no rate is given).
    sources: [
      {
        title: '消費税の適格請求書保存方式（インボイス制度）',
        publisher: '熊本県天草市',
        url: 'https://www.city.amakusa.kumamoto.jp/kiji0039699/index.html',
        checkedOn: '2026-11-23',
      },
      {
        title: 'インボイス制度特設サイト',
        publisher: '国税庁',
        url: 'https://www.nta.go.jp/taxes/shiraberu/zeimokubetsu/shohi/keigenzeiritsu/invoice.htm',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'personal-information-protection',
    label: '個人情報保護法の安全管理措置',
    industries: 'all',
    keywords:
      /個人情報|個人データ|顧客(情報|名簿|リスト|データ)|名簿|漏えい|漏洩|情報漏れ|プライバシー|マイナンバー|安全管理措置/,
    duty: { kind: 'obligation', label: '義務（個人情報取扱事業者の安全管理措置）' },
    summary:
      '個人情報取扱事業者は、取り扱う個人データの漏えい・滅失・毀損を防ぐため、必要かつ適切な安全管理措置を講じる義務があり、一定の漏えい等が起きた場合の報告等の義務もあります。個人情報保護委員会のガイドライン（通則編）は組織的・人的・物理的・技術的な措置の手法の例を示しており、中小規模事業者向けの手法の例も載せています。',
    action:
      '顧客や従業員の個人データがどこに保存され誰がアクセスできるかを一覧にし、持ち出しや共有のルールを決めることをお勧めします。',
    // read: the ガイドライン（通則編） section 8 text through 123deta.com (別添 安全管理措置, 中小規模事業者),
    // portal.shojihomu.jp/archives/43968, privacy.beans-g.jp (法23条), haruta-lo.com (漏えい等報告).
    sources: [
      {
        title: '個人情報の保護に関する法律についてのガイドライン（通則編）',
        publisher: '個人情報保護委員会',
        url: 'https://www.ppc.go.jp/personalinfo/legal/guidelines_tsusoku/',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'school-dx',
    label: '校務DX（GIGAスクール構想の下での次世代校務DX）',
    industries: ['education'],
    keywords:
      /校務|GIGAスクール|ＧＩＧＡスクール|[1１一]人[1１一]台|教員の働き方|教職員の働き方|学校の働き方改革|通知表|指導要録|成績処理/,
    duty: { kind: 'guideline', label: '国の推進方針（公立学校と教育委員会向け）' },
    // 次世代校務DX is led by 都道府県教育委員会 for public schools: not raised for private schools, juku or
    // other education businesses unless a public school shows.
    appliesTo: {
      requires: /公立|市立|町立|村立|区立|県立|都立|府立|道立|教育委員会/,
      excludes: /私立|学校法人|学習塾|進学塾|予備校|英会話|(?<!GIGA)スクール/,
    },
    summary:
      '文部科学省は、クラウド上での校務を前提とし、ロケーションフリーやデータの利活用・連携を通じて学校の働き方改革や教育活動の高度化をめざす「次世代校務DX」を示しています。その環境として、強固なアクセス制御、ネットワークの統合、クラウド型校務支援システム、データの可視化・利活用の機能を、都道府県教育委員会の主導で共同調達・共同利用することを推進しています。',
    action:
      '成績や出欠などの校務データの保管場所とアクセス権限を棚卸しし、クラウド化の前提となるアクセス制御の方針を確認することをお勧めします。',
    sources: [
      {
        title: '次世代校務DX',
        publisher: '文部科学省',
        url: 'https://www.mext.go.jp/a_menu/shotou/zyouhou/detail/1397369_00002.htm',
        checkedOn: '2026-11-23',
      },
    ],
  },
  {
    id: 'real-estate-electronic-documents',
    label: '不動産取引書面の電子化（宅建業法改正 2022年5月）',
    industries: ['real_estate'],
    keywords:
      /(不動産|賃貸|売買|宅建)の?(電子契約|契約書)|重要事項説明|重説|35条書面|37条書面|媒介契約|宅建業法|宅地建物取引業法/,
    duty: {
      kind: 'permission',
      label: '任意（相手方の承諾を得て電子化できるようになった規定で、義務ではありません）',
    },
    summary:
      '2022年5月18日から宅地建物取引業法の改正規定が施行され、宅地建物取引士の押印が不要になり、媒介契約締結時書面・重要事項説明書・契約締結時書面を、相手方の承諾を得て電磁的方法で提供できるようになりました。',
    action:
      '電子書面で提供することについて相手方の承諾を得る手順と、提供した書面の改変の有無を確かめられる保存方法が決まっているかを確認することをお勧めします。',
    // read: smtrc.jp/useful/knowledge/sellbuy-law/2022_10.html (施行日, 押印廃止, 34条の2・35条・37条書面),
    // sharehouse7.com (国土交通省 manual: 承諾の取得, 改変の確認方法). The law page below was not read.
    sources: [
      {
        title: '宅地建物取引業法',
        publisher: 'デジタル庁（e-Gov法令検索）',
        url: 'https://laws.e-gov.go.jp/law/327AC1000000176',
        checkedOn: '2026-11-23',
      },
    ],
  },
];
