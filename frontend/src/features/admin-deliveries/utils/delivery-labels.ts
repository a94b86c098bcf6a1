import type { FailedDeliveryRow } from '@app/shared/contract';

/** Who a failed message was for, in Japanese: the API names the visitor and the operators by role. */
export function targetLabel(target: FailedDeliveryRow['target']): string {
  if (target === 'visitor') return '回答者';
  if (target === 'operators') return '担当者（通知先）';
  return target;
}

const fixedReasons: Record<string, string> = {
  smtp_timeout: 'メールサーバーが応答しません',
  smtp_auth: 'メールサーバーの認証に失敗しました',
  smtp_connection: 'メールサーバーに接続できません',
  smtp_not_configured: 'メール送信が設定されていません（SMTP_URL）',
  lead_email_not_configured: '通知先のメールアドレスが設定されていません（LEAD_NOTIFY_EMAILS）',
  webhook_not_configured: 'このWebhookの送信先は設定にありません（WEBHOOK_URLS）',
  webhook_timeout: '送信先が応答しません',
  webhook_network: '送信先に接続できません',
  recipient_daily_limit: '同じメールアドレスへの1日の送信上限に達しました',
  submission_missing: '回答が見つかりません',
  internal_error: '内部エラー',
};

/** The generic failure reason the API stores, explained in Japanese; an unknown one as it came. */
export function reasonLabel(reason: string | null): string {
  if (reason === null) return '不明';
  const fixed = fixedReasons[reason];
  if (fixed) return fixed;
  const [, family, code] = /^(smtp_rejected|smtp_temporary|webhook_http)_(\d{3})$/.exec(reason) ?? [];
  if (family === 'smtp_rejected') return `メールサーバーが受け取りを拒否しました（${code}）`;
  if (family === 'smtp_temporary') return `メールサーバーが一時的に受け取りを拒否しました（${code}）`;
  if (family === 'webhook_http') return `送信先がHTTP ${code}を返しました`;
  return reason;
}
