import { ApiError } from '@/lib/api-client';
import { formatWait } from './format-wait';

/** What the report page says when its link cannot show a report, and whether trying again helps. */
export interface LinkFailure {
  title: string;
  message: string;
  retryable: boolean;
}

/** Reads a failed GET /api/report/:token into the report page's Japanese message. */
export function describeLinkFailure(error: unknown): LinkFailure {
  const apiError = error instanceof ApiError ? error : undefined;
  if (apiError?.code === 'link_expired') {
    return {
      title: 'このリンクは有効期限が切れています。',
      message: 'レポートの保存用リンクには有効期限があります。お手数ですが、もう一度診断を受けてください。',
      retryable: false,
    };
  }
  if (apiError?.status === 404) {
    return {
      title: 'レポートが見つかりません。',
      message: 'リンクが途中で切れていないか、正しくコピーされているかをご確認ください。',
      retryable: false,
    };
  }
  if (apiError?.code === 'report_not_ready') {
    return {
      title: 'レポートはまだ作成中です。',
      message: 'ご回答は受け付けています。しばらくしてから「もう一度読み込む」を押してください。',
      retryable: true,
    };
  }
  if (apiError?.status === 429) {
    const seconds = apiError.details.retryAfterSeconds;
    const when = seconds === undefined ? 'しばらく時間をおいてから' : `${formatWait(seconds)}後に`;
    return {
      title: 'アクセスが集中しています。',
      message: `一時的に表示を制限しています。${when}「もう一度読み込む」を押してください。`,
      retryable: true,
    };
  }
  return {
    title: 'レポートを読み込めませんでした。',
    message: apiError?.details.network
      ? '通信エラーが発生しました。インターネット接続をご確認のうえ、「もう一度読み込む」を押してください。'
      : '時間をおいて「もう一度読み込む」を押してください。',
    retryable: true,
  };
}
