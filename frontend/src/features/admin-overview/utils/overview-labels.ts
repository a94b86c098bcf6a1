import type { AdminOverview } from '@app/shared/contract';

type Writer = AdminOverview['writers'][number]['writer'];
type FunnelStep = AdminOverview['funnel'][number]['step'];

/** Who wrote a report, as the overview names it. */
export const writerLabels: Record<Writer, string> = {
  llm: 'AIモデル',
  builtin: '組み込み',
  fallback: 'フォールバック',
};

/** The funnel's steps in the visitor's words, in flow order. */
export const funnelStepLabels: Record<FunnelStep, string> = {
  landing: 'トップページ',
  start: '診断開始',
  diagnosis: '設問',
  userinfo: '回答者情報',
  submitted: '送信',
  report: 'レポート表示',
};
