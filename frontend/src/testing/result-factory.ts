import type { DiagnosisResult, ReportScores } from '@app/shared/contract';

/** Scores with distinct values per dimension, so charts and labels can be told apart. */
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

/** A complete diagnosis result; pass `scores: undefined` to get the SPEC-only shape. */
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
