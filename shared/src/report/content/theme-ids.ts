/**
 * Themes a visitor's own words can name (free text and 「その他」 answers). Each has a playbook in
 * playbooks.ts and a lexicon entry in ../reading/theme-lexicon.ts; support programmes and the roadmap
 * refer to them by id.
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
  'new_business', // 新事業・業態転換・新しい販路（EC、直販など）
  'equipment_data', // 設備・機械・センサーのデータ（稼働監視、予知保全）
  'channel_pricing', // 販売チャネル（OTA・モール・代理店）への依存と価格設定
  'customer_acquisition', // 集客・新規顧客の獲得・生徒や利用者の募集
  'field_work', // 訪問・現場スタッフの予定管理とモバイルでの記録
  'client_documents', // 士業・専門事務所での顧客資料の管理と共有
  'shadow_ai', // 会社が把握しない生成AI利用と顧客との契約・秘密保持
  'ai_pilot_stalled', // AIの試行（PoC）が本番の業務に移らない
  'tool_adoption', // 導入したツールが使われない・定着しない
  'foreign_staff', // 外国人スタッフへの指示・教育・多言語化
  'ai_output_quality', // AIが作った資料・回答の誤りと確認の仕組み
  'system_integration', // 大きな組織のシステム連携・マスタデータ・データ基盤
] as const;
export type ThemeId = (typeof themeIds)[number];
