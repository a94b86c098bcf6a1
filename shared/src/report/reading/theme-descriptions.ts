import type { ThemeId } from '../content/theme-ids';

/** What a theme covers, in one line: Japanese for the model reader's prompt, English as in the labelling guide. */
export interface ThemeDescription {
  /** A short Japanese name, for lists (「紙・FAX・押印」). */
  name: string;
  /** One Japanese line: what the company writes about when it names this theme. */
  ja: string;
  /** The same line as the table of scripts/eval/corpus/LABELLING.md has it (kept equal by a test). */
  en: string;
}

/**
 * The theme catalogue in words (DESIGN §7a): the model reader is shown `ja` for every id, and the
 * labelling guide's table shows `en`, so that the reader and the people labelling the corpus read the
 * same definitions.
 */
export const themeDescriptions: Record<ThemeId, ThemeDescription> = {
  paper_fax: {
    name: '紙・FAX・押印',
    ja: '紙・FAX・押印・手書きの書類で仕事が回っている',
    en: 'paper, FAX, stamps/押印, handwritten forms as the way work is done',
  },
  double_entry: {
    name: '二重入力・転記',
    ja: '同じデータの二重入力・転記、システム間や紙からの打ち直し',
    en: 'typing the same data twice, 転記, re-keying between systems or from paper',
  },
  spreadsheet_silos: {
    name: 'Excel管理・データの分断',
    ja: 'Excelなどの表計算ファイルが散在し、版がばらばらで、別々のファイルのデータを誰もまとめられない',
    en: 'Excel/spreadsheet files scattered, versions, data in separate files nobody can combine',
  },
  channel_inventory: {
    name: '店舗とネットの在庫連携',
    ja: '店舗とネットショップの在庫が連動していない',
    en: 'stock between a shop and online shops out of sync',
  },
  dispatch: {
    name: '配車・配送計画の属人化',
    ja: '配送・ルート・車両・ドライバーの計画（配車）が一人の担当者や勘に頼っている',
    en: 'planning deliveries, routes, vehicles, drivers (配車) depending on one person or on guesswork',
  },
  bookings: {
    name: '予約（OTA・電話・Web）の一元化',
    ja: '電話・OTA・Webから来る予約の管理、ダブルブッキング、予約台帳',
    en: 'reservations arriving by phone, OTA and web, double bookings, a booking ledger',
  },
  medical_intake: {
    name: '紙の問診・受付',
    ja: '診療所の受付・紙の問診票・受付での待ち時間',
    en: 'patient intake, paper 問診票, reception waiting at a clinic',
  },
  knowledge_handover: {
    name: '属人化・技能継承・引き継ぎ',
    ja: 'ノウハウが一人の頭の中にある、ベテランの退職、技能の引き継ぎ',
    en: "know-how in one person's head, veterans retiring, handing over skills",
  },
  inquiries: {
    name: '問い合わせ・電話対応',
    ja: '顧客からの問い合わせや電話に手を取られる、同じ質問が繰り返される',
    en: 'customer inquiries and phone calls swamping staff, the same questions again and again',
  },
  estimates: {
    name: '見積・受発注・請求',
    ja: '見積・受発注・請求書を手作業で作っている、時間がかかる',
    en: 'quotes, orders and invoices made by hand or slowly',
  },
  shifts_attendance: {
    name: 'シフト・勤怠',
    ja: 'スタッフのシフト作成・勤務表・勤怠管理',
    en: 'staff rotas, shift planning, time and attendance',
  },
  document_collection: {
    name: '書類回収・申請・提出物',
    ja: '顧客・保護者・職員から書類・申請・提出物を集める手間や催促',
    en: 'chasing documents, applications or forms from customers, parents or staff',
  },
  data_utilisation: {
    name: 'データ集計・見える化・分析',
    ja: 'データはあるが集計・見える化されず、判断に使われていない',
    en: 'data exists but is not aggregated, visualised or used for decisions',
  },
  talent_shortage: {
    name: '人手不足・推進人材',
    ja: 'デジタル化を進める人がいない、人手やスキルが足りない（人手不足、IT人材がいない）',
    en: 'no one to drive digital work, not enough staff or skills (人手不足, IT人材がいない)',
  },
  security: {
    name: '情報セキュリティ',
    ja: '情報セキュリティ、ランサムウェア、パスワード、情報漏えい、バックアップ',
    en: 'information security, ransomware, passwords, leaks, backups',
  },
  genai_start: {
    name: '生成AIの始め方・ルール',
    ja: 'まだ使っていない会社が、生成AIをそもそもどう始めるか',
    en: 'how to begin with generative AI at all, for a company not yet using it',
  },
  ai_governance: {
    name: '生成AI・クラウド利用の統制',
    ja: 'すでに使っているAIの統制：ルール、利用状況の把握、ログ、認めるツール',
    en: 'governing AI the company already uses: rules, inventory, logs, approved tools',
  },
  subsidy: {
    name: '補助金・支援制度',
    ja: '補助金・助成金・公的な支援制度を使いたい、知りたい',
    en: 'wanting or asking about subsidies, grants or public support programmes',
  },
  where_to_start: {
    name: '何から始めるか',
    ja: 'DXを何から始めればよいかまったく分からない',
    en: 'not knowing where to begin with DX at all',
  },
  new_business: {
    name: '新事業・業態転換・新しい販路',
    ja: '新しい事業、業態の転換、新しい販路（EC、直販、輸出）',
    en: 'a new business line, a shift of business model, a new sales channel (EC, D2C, export)',
  },
  equipment_data: {
    name: '設備・機械・センサーのデータ',
    ja: '機械・設備・センサーのデータ：稼働状況、停止、予知保全',
    en: 'data from machines, equipment or sensors: utilisation, stoppages, predictive maintenance',
  },
  channel_pricing: {
    name: '販売チャネルへの依存と価格設定',
    ja: '一つの販売チャネル（OTA、モール、代理店）への依存とその手数料、価格の決め方',
    en: 'dependence on one sales channel (OTA, marketplace, agency) and its fees, setting prices',
  },
  customer_acquisition: {
    name: '集客・新規顧客の獲得・生徒や利用者の募集',
    ja: '新規顧客・見込み客・生徒・患者・入居者の獲得、Web・SNSでの集客、募集',
    en: 'getting new customers, leads, students, patients or residents; web/SNS marketing; enrolment',
  },
  field_work: {
    name: '訪問・現場スタッフの予定管理とモバイルでの記録',
    ja: '事務所の外で働くスタッフ（訪問、現場、巡回）の予定管理と移動中の記録',
    en: 'staff working away from the office (visits, sites, routes): schedules, records on the move',
  },
  client_documents: {
    name: '士業・専門事務所での顧客資料の管理と共有',
    ja: '士業・専門事務所での顧客資料の保管・共有・やり取り',
    en: "a professional office's client files: storing, sharing, exchanging documents with clients",
  },
  shadow_ai: {
    name: '会社が把握しない生成AI利用と顧客との契約・秘密保持',
    ja: '会社が把握・管理していないAI利用があり、顧客のデータや契約が関わる',
    en: "staff using AI the company does not know about or control, clients' data or contracts at stake",
  },
  ai_pilot_stalled: {
    name: 'AIの試行が本番の業務に移らない',
    ja: 'AIの試行やPoCが日常業務・本番運用に移らない',
    en: 'AI trials or PoCs that never reach daily work or production',
  },
  tool_adoption: {
    name: '導入したツールが使われない・定着しない',
    ja: '導入したツールやシステムが使われない、一部の人しか使わない、定着しない',
    en: 'tools or systems introduced but not used, used only by some, not taking hold',
  },
  foreign_staff: {
    name: '外国人スタッフへの指示・教育・多言語化',
    ja: '外国人スタッフへの指示・教育・コミュニケーション、仕事での言葉の壁',
    en: 'instructing, training or communicating with foreign staff; language barriers at work',
  },
  ai_output_quality: {
    name: 'AIが作った資料・回答の誤りと確認の仕組み',
    ja: 'AIが作った資料や回答の誤り、AIの出力の確認',
    en: 'mistakes in AI-made material or answers, checking what AI produces',
  },
  system_integration: {
    name: '大きな組織のシステム連携・マスタデータ・データ基盤',
    ja: '大きな組織で、システムがつながらない、マスタデータ、データ基盤',
    en: 'in larger organisations: systems that do not connect, master data, a data platform',
  },
};
