import type { DiagnosisResult, ReportScores } from '@app/shared/contract';

/**
 * Scores as old stored reports have them (no readiness, next level, bands or averages), with
 * distinct values per dimension, so charts and labels can be told apart.
 */
export function buildScores(overrides: Partial<ReportScores> = {}): ReportScores {
  return {
    overall: 58,
    level: 3,
    levelName: '推進期',
    dimensions: { strategy: 62, organization: 48, technology: 55, aiAdoption: 40, investment: 70 },
    benchmark: {
      percentile: 64,
      dimensionPercentiles: {
        strategy: 60,
        organization: 45,
        technology: 50,
        aiAdoption: 35,
        investment: 72,
      },
      peerAverage: 51,
      peerCount: 12,
      source: 'peers',
    },
    ...overrides,
  };
}

/**
 * An old-shape diagnosis result, as stored before the roadmap and the other newer fields existed;
 * pass `scores: undefined` to get the SPEC-only shape.
 */
export function buildDiagnosisResult(overrides: Partial<DiagnosisResult> = {}): DiagnosisResult {
  return {
    executiveSummary: {
      maturityLevel: 'レベル3（推進期）',
      position: '部分的なデジタル化が進み、全社展開の手前にあります。',
      priorityIssue: '部門間のデータ連携',
      strength: '経営層の強い関心',
      keyFinding: '現場への浸透が課題です。',
      recommendedAction: '全社データ基盤の整備から始めましょう。',
    },
    companyProfile: {
      companyName: '株式会社テスト商事',
      contactPerson: '山田 太郎',
      details: '卸売業・従業員30〜99名。\n設立11〜20年。',
    },
    issueAnalysis: { high: ['データが部門ごとに分断されている'], medium: ['AI人材の不足', '投資効果の測定'] },
    benchmark: { comparison: '同業他社と比べ平均的です。', areaToStrengthen: 'AI活用' },
    detailedAnalysis: {
      overall: '総合評価の本文。\n二行目。',
      dxProgress: 'DX推進の本文',
      organization: '組織の本文',
      technicalAndSkills: '技術の本文',
      aiAdoption: 'AIの本文',
      investmentStrategy: '投資の本文',
      freeTextInsights: '自由記述の本文',
      nextSteps: '次のステップの本文',
    },
    scores: buildScores(),
    ...overrides,
  };
}

/** Scores with every newer field: readiness, the next level, bands and the group's averages. */
export function buildFullScores(overrides: Partial<ReportScores> = {}): ReportScores {
  const base = buildScores();
  return {
    ...base,
    levelName: '業務デジタル化・データ活用',
    readiness: 72,
    nextLevel: {
      level: 4,
      name: '全社DX推進',
      scoreGap: 12,
      missing: [
        '専任の担当者またはチームが計画に沿って推進している',
        '効果が見込める分野に年度予算を確保して投資している',
      ],
    },
    benchmark: {
      ...base.benchmark,
      source: 'blended',
      band: { label: '中位程度', low: 40, high: 70 },
      dimensionBands: {
        strategy: { label: '中位程度', low: 40, high: 70 },
        organization: { label: '中位よりやや下', low: 25, high: 55 },
        technology: { label: '中位程度', low: 35, high: 65 },
        aiAdoption: { label: '下位', low: 5, high: 35 },
        investment: { label: '中位よりやや上', low: 55, high: 85 },
      },
      dimensionAverages: { strategy: 55, organization: 50, technology: 52, aiAdoption: 45, investment: 58 },
    },
    ...overrides,
  };
}

/** A result of the current shape: every optional section present (roadmap, support, call to action). */
export function buildFullDiagnosisResult(overrides: Partial<DiagnosisResult> = {}): DiagnosisResult {
  return buildDiagnosisResult({
    executiveSummary: {
      ...buildDiagnosisResult().executiveSummary,
      maturityLevel: 'レベル3：業務デジタル化・データ活用',
    },
    scores: buildFullScores(),
    pointsToConfirm: ['AIへの関心は高いとのご回答ですが、投資は未定とのことでした。優先順位を伺えますか。'],
    roadmap: [
      {
        period: '0〜3か月',
        title: '受発注データの一元化',
        actions: ['受発注の流れを棚卸しする', 'クラウド型の販売管理を試験導入する'],
        owner: '営業部長',
        kpis: ['手入力件数を半減', '受注処理時間 1件10分以内'],
        budget: '月額数万円程度',
        support: 'デジタル化・AI導入補助金',
      },
      {
        period: '3〜6か月',
        title: '在庫データの活用',
        actions: ['在庫と受注のデータをつなぐ'],
        owner: 'DX推進担当',
        kpis: ['欠品率 2%以下'],
        budget: '50〜100万円',
        support: 'よろず支援拠点での無料相談',
      },
      {
        period: '6〜12か月',
        title: '需要予測へのAI活用',
        actions: ['過去データで需要予測を試す', '効果を測定して全社に広げる'],
        owner: '経営者',
        kpis: ['在庫回転日数 10%短縮'],
        budget: '100〜300万円',
        support: '中小企業省力化投資補助金',
      },
    ],
    supportProgrammes: [
      {
        name: 'デジタル化・AI導入補助金',
        summary: 'ITツールの導入費用の一部を補助する制度です。',
        url: 'https://it-shien.smrj.go.jp/',
        checkedOn: '2026-11-23',
        note: '補助額・補助率は公募回ごとに異なります。最新の公募要領をご確認ください。',
      },
      {
        name: 'よろず支援拠点',
        summary: '経営課題の無料相談窓口です。',
        url: 'https://yorozu.smrj.go.jp/',
        checkedOn: '2026-01-05',
        note: '',
      },
    ],
    callToAction: {
      provider: 'テストDXパートナーズ株式会社',
      offer: '診断結果をもとに、60分の無料個別相談で具体策をご提案します。',
      questions: ['受発注で最も手間のかかる作業は何ですか', '来期のIT予算の見込みはいかがですか'],
      contact: 'dx@example.jp／03-0000-0000',
      bookingUrl: 'https://example.jp/booking',
    },
    ...overrides,
  });
}
