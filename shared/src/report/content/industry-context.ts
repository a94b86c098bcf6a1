/**
 * Per industry: a typical DX theme and a typical first AI use case, used when the visitor wrote
 * nothing of their own. Reviewed 2026-11-23; general practice, no statistics.
 */
export const industryContext: Record<string, { theme: string; aiUseCase: string }> = {
  manufacturing: {
    theme: '生産計画・品質データの活用や熟練技能の継承',
    aiUseCase: '検査画像による外観検査や、設備データからの故障予兆の検知',
  },
  construction: {
    theme: '施工管理や図面・現場写真の共有、協力会社との情報連携',
    aiUseCase: '工程表や日報の作成支援、現場写真の自動整理',
  },
  wholesale_retail: {
    theme: '受発注・在庫管理のデジタル化と販売データの活用',
    aiUseCase: '需要予測による発注の最適化や、商品説明文の作成',
  },
  finance_insurance: {
    theme: '審査・事務手続きの効率化と、規制に対応したデータ管理',
    aiUseCase: '書類の読み取りと審査業務の支援、問い合わせ対応の高度化',
  },
  information_communications: {
    theme: '開発生産性の向上と、データを生かした新サービスづくり',
    aiUseCase: 'コード生成やテストの自動化、自社サービスへのAI機能の組み込み',
  },
  hospitality_entertainment_services: {
    theme: '予約・接客業務の効率化と顧客データの活用',
    aiUseCase: '多言語での問い合わせ対応や、来客予測に基づくシフト作成',
  },
  professional_services: {
    theme: '提案書・成果物づくりの効率化とナレッジの共有',
    aiUseCase: '調査・資料作成の下書きや、過去案件のナレッジ検索',
  },
  medical_care: {
    theme: '記録業務の負担軽減と、職種間の情報共有',
    aiUseCase: '記録・報告書の作成支援や、音声入力による記録の効率化',
  },
  education: {
    theme: '校務・事務の効率化と学習データの活用',
    aiUseCase: '教材や問題の作成支援、問い合わせ対応の自動化',
  },
  transport_logistics: {
    theme: '配車・運行管理の最適化とドライバーの負担軽減',
    aiUseCase: '配送ルートの最適化や、需要に応じた車両・人員の計画',
  },
  real_estate: {
    theme: '物件情報・顧客対応のデジタル化と契約手続きの効率化',
    aiUseCase: '物件紹介文の作成や、問い合わせへの一次対応',
  },
  other: {
    theme: '定型業務の効率化と、社内に散らばる情報の一元化',
    aiUseCase: '文書作成や社内問い合わせへの回答、データ集計の自動化',
  },
};
