/**
 * Themes a visitor's own words can name (free text and 「その他」 answers). Each has a playbook in
 * playbooks.ts; support programmes and the roadmap refer to them by id.
 */
export const themeIds = [
  'paper_fax', // 紙・FAX・押印
  'double_entry', // 二重入力・転記
  'spreadsheet_silos', // Excel 管理・データの分断
  'channel_inventory', // 店舗とネットの在庫連携
  'dispatch', // 配車・配送計画の属人化
  'bookings', // 予約（OTA・電話・Web）の一元化
  'medical_intake', // 紙の問診・受付
  'knowledge_handover', // 属人化・技能継承・引き継ぎ
  'inquiries', // 問い合わせ・電話対応
  'estimates', // 見積・受発注・請求
  'shifts_attendance', // シフト・勤怠
  'document_collection', // 書類回収・申請・提出物
  'data_utilisation', // データ集計・見える化・分析
  'talent_shortage', // 人手不足・推進人材
  'security', // 情報セキュリティ
  'genai_start', // 生成AIの始め方・ルール
  'ai_governance', // 生成AI・クラウド利用の統制（AIを会社として使っている組織）
  'subsidy', // 補助金・支援制度
  'where_to_start', // 何から始めるか
] as const;
export type ThemeId = (typeof themeIds)[number];
