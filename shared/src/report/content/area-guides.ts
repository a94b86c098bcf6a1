import type { DimensionKey } from '../../contract/diagnosis-result';
import type { QuestionId } from '../../questionnaire/questions';

/**
 * Per area: the question that shows it, indicators to track when no theme from the visitor's own words
 * applies (KPIs carry their unit), and what a shortfall in the area means for the work the report
 * centres on (`{focus}`; `{aiUseCase}` is the industry's usual first AI use). Reviewed 2026-11-23.
 */
export const areaGuides: Record<
  DimensionKey,
  {
    question: QuestionId;
    kpis: string[];
    roadmapTitle: string;
    shortfallEffect: string;
    /** The work the report centres on when no theme leads, named as a project (「推進体制づくり」). */
    workName: string;
  }
> = {
  strategy: {
    question: 'q1',
    kpis: ['デジタルで記録・共有している業務の数（件）', '紙・FAXで処理している書類の月間件数（件）'],
    roadmapTitle: '紙と手作業の業務を一つデジタルに置き換える',
    workName: '手作業の業務のデジタル化',
    shortfallEffect: '{focus}を改善しても、前後の業務が紙や手作業のままでは効果が途中で止まります。',
  },
  organization: {
    question: 'q4',
    kpis: ['推進担当者がDXに充てた時間（時間／月）', '経営が進捗を確認した回数（回／四半期）'],
    roadmapTitle: '推進の責任者と進め方を決める',
    workName: '推進体制づくり',
    shortfallEffect: '{focus}の取り組みも、担当と充てる時間を決めなければ日常業務に埋もれてしまいます。',
  },
  technology: {
    question: 'q8',
    kpis: ['社内で設定・改善できたツールの数（件）', '外部に依頼した変更・問い合わせの件数（件／月）'],
    roadmapTitle: '社内でツールを使いこなせる人を育てる',
    workName: 'ツールを使いこなす人材の育成',
    shortfallEffect:
      '{focus}のためのツール選びや設定も、社内で判断できる人がいなければ外部の提案に頼ることになります。',
  },
  aiAdoption: {
    question: 'q6',
    kpis: ['AIを使った業務での作業時間の変化（分／件）', 'AIを業務で使った社員の割合（%）'],
    roadmapTitle: 'AIを会社のルールのもとで試す',
    workName: 'AIの試行',
    shortfallEffect: '{aiUseCase}などが、試しやすい入り口として考えられます。',
  },
  investment: {
    question: 'q9',
    kpis: ['投資ごとに削減できた作業時間（時間／月）', '効果を測定している投資の割合（%）'],
    roadmapTitle: '効果を測れる小さな投資から始める',
    workName: '効果を測れる小さな投資',
    shortfallEffect: '{focus}への投資も、効果の測り方を先に決めておかないと継続の判断ができません。',
  },
};
