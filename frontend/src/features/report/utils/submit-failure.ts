import { previousReportTokenMessage } from '@app/shared/contract';
import { ApiError } from '@/lib/api-client';
import { formatWait } from './format-wait';

/** What the visitor is told about a failed submit, below the SPEC message, and what they can do. */
export interface SubmitFailure {
  /** Why it failed and what to do, in Japanese. */
  reason: string;
  /** Whether resending the same submission can help (the retry button). */
  retryable: boolean;
  /** The private link, when the submission is stored and its report will exist there. */
  reportUrl?: string;
  /** The report is still being written (504): it arrives by e-mail, at the link or on a retry. */
  stillWriting: boolean;
  /**
   * A second diagnosis refused because the earlier report's link no longer opens it (400): it can
   * be sent again without the comparison.
   */
  previousUnusable?: boolean;
}

const retryHint =
  '「もう一度送信する」を押すと、同じ内容で送り直します（重複して登録されることはありません）。';

/**
 * The 504 text: the report is still being written and arrives by e-mail (when the site sends one)
 * or at the link; the retry resends the same key, so it answers the stored report once it exists.
 */
function stillWritingReason(reportUrl: string | undefined, emailedTo: string | undefined): string {
  const start =
    'レポートの作成に時間がかかっています。ご回答は受け付けており、レポートは引き続き作成中です。';
  const retry =
    'しばらくしてから「もう一度送信する」を押すと、完成したレポートをこの画面に表示します（同じ内容の送り直しのため、重複して登録されることはありません）。';
  if (emailedTo) {
    const link = reportUrl ? '完成後は下のリンクからも開けます。' : '';
    return `${start}完成しだい、ご入力のメールアドレス（${emailedTo}）にレポートのリンクをお送りします。${link}${retry}`;
  }
  return `${start}${reportUrl ? '完成後は下のリンクから開けます。' : ''}${retry}`;
}

/**
 * Reads a failed submit (an ApiError, or anything thrown) into what the error screen says.
 * `emailedTo` is the address entered when the site e-mails visitors their report link.
 */
export function describeSubmitFailure(
  error: unknown,
  emailedTo?: string,
  options: { comparedWithPrevious?: boolean } = {},
): SubmitFailure {
  const apiError = error instanceof ApiError ? error : undefined;
  const status = apiError?.status;
  const reportUrl = apiError?.details.reportUrl;
  const base = { reportUrl, stillWriting: false };

  // The form checks every other field with the API's own schemas: a second diagnosis refused as
  // invalid is refused for the earlier report's link (expired, or unknown).
  if (options.comparedWithPrevious && status === 400 && apiError?.code === 'validation_failed') {
    return {
      ...base,
      retryable: false,
      previousUnusable: true,
      reason: `${previousReportTokenMessage}「前回と比較せずに送信する」を押すと、同じご回答で診断結果を表示します。`,
    };
  }

  if (status === 429) {
    const seconds = apiError?.details.retryAfterSeconds;
    const when = seconds === undefined ? 'しばらく時間をおいてから' : `${formatWait(seconds)}後に`;
    return {
      ...base,
      retryable: true,
      reason: `短時間に多くの診断が送信されたため、受け付けを一時的に制限しています。${when}「もう一度送信する」を押してください。`,
    };
  }
  if (status === 504) {
    return {
      ...base,
      stillWriting: true,
      retryable: true,
      reason: stillWritingReason(reportUrl, emailedTo),
    };
  }
  if (status === 503) {
    return {
      ...base,
      retryable: true,
      reason: reportUrl
        ? `診断サービスが一時的に混み合っています。ご回答は受け付けており、準備が整いしだいレポートを作成します。しばらくしてから${retryHint}`
        : `診断サービスが一時的に利用できない状態のため、ご回答を保存できませんでした。しばらくしてから${retryHint}`,
    };
  }
  if (apiError?.details.network) {
    return {
      ...base,
      retryable: true,
      reason: `通信エラーのため、サーバーから応答がありませんでした。インターネット接続をご確認のうえ、${retryHint}`,
    };
  }
  if (status !== undefined && status >= 400 && status < 500) {
    return {
      ...base,
      retryable: false,
      reason: '送信内容を受け付けられませんでした。お手数ですが、トップページから診断をやり直してください。',
    };
  }
  return {
    ...base,
    retryable: true,
    reason: reportUrl
      ? `レポートの作成に失敗しました。ご回答は受け付けています。時間をおいて${retryHint}`
      : `時間をおいて${retryHint}`,
  };
}
