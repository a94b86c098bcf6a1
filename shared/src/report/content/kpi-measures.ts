/**
 * How a roadmap KPI is measured before anything changes (the baseline) and what to look for six
 * months on (目安), by the unit the KPI carries in its last brackets (「受注1件あたりの入力時間（分／件）」).
 * No target figure is given: no public source states one per indicator, so the 目安 is stated against
 * the company's own baseline. Reviewed on 2026-11-25.
 */
export interface KpiMeasure {
  /** Units (the text in a KPI's last brackets) measured this way. */
  units: readonly string[];
  /** How to take the baseline in the first weeks of phase 1. */
  baseline: string;
  /** What six months on should show, against that baseline. */
  sixMonthGuide: string;
}

export const kpiMeasures = {
  perPeriodCount: {
    units: [
      '件／月',
      '件／年',
      '回／月',
      '回／年',
      '回／週',
      '回／日',
      '回／四半期',
      '件／学期',
      '社／月',
      '人／月',
    ],
    baseline:
      '取り組みを始める前の1か月分（年・学期単位の指標は直近の1期分）を数えて、現状値として記録します。',
    sixMonthGuide: '同じ数え方で、月ごとの値が現状値より良い方向に動き、その状態が3か月続いていること。',
  },
  timePerItem: {
    units: ['分', '分／件', '分／回', '分／人', '分／ロット', '分／運行', '時間／回'],
    baseline: '始める前の2週間、1件ごとの所要時間を10件以上測り、その平均を現状値とします。',
    sixMonthGuide: '同じ測り方で平均が現状値より短くなり、人による差も小さくなっていること。',
  },
  timePerPeriod: {
    units: ['時間／月', '時間／週', '時間／日', '分／日', '時間', '時間／学期'],
    baseline: '始める前の1か月、担当者が対象の作業時間を日ごとに書き留めて合計し、現状値とします。',
    sixMonthGuide: '同じ記録の仕方で合計が現状値より減り、空いた時間を何に充てるかが決まっていること。',
  },
  days: {
    units: ['日', '月'],
    baseline: '直近の10件ほどについて、始まりから完了までの日数を数え、その平均を現状値とします。',
    sixMonthGuide: '同じ数え方で平均の日数が現状値より短くなっていること。',
  },
  share: {
    units: ['%'],
    baseline: '分母（対象となる人数や件数）と分子を先に決め、今の割合を一度測って現状値とします。',
    sixMonthGuide: '同じ分母で毎月測れており、割合が現状値より良い方向に動いていること。',
  },
  money: {
    units: ['円／月', '円'],
    baseline: '直近3か月の実績の平均を現状値とします。',
    sixMonthGuide:
      '月ごとの実績が現状値より良い方向に動き、その差が取り組みにかけた費用を上回る見込みが立っていること。',
  },
  stock: {
    units: ['件', '個', '種類', '社', '人', '台', '点', '箱', '画面', '回'],
    baseline: '対象を一覧にして今の数を数え、現状値とします。',
    sixMonthGuide: '一覧の数が計画どおりに変わり（移行の完了、対象の拡大など）、毎月の確認が続いていること。',
  },
} satisfies Record<string, KpiMeasure>;

/** For indicators whose unit is in no row above (「km／L」): the general way. */
export const otherKpiMeasure: KpiMeasure = {
  units: [],
  baseline: '始める前に、指標の測り方（対象・期間・数え方）を決めて一度測り、現状値とします。',
  sixMonthGuide: '同じ測り方で毎月測れており、値が現状値より良い方向に動いていること。',
};
