import { describe, expect, test } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { describeSubmitFailure } from './submit-failure';

describe('describeSubmitFailure', () => {
  test('when rate limited with Retry-After, then it says how long to wait', () => {
    expect(
      describeSubmitFailure(new ApiError('x', 429, 'rate_limited', { retryAfterSeconds: 125 })),
    ).toMatchObject({
      retryable: true,
      reason: expect.stringContaining('約3分後に'),
    });
    expect(
      describeSubmitFailure(new ApiError('x', 429, 'rate_limited', { retryAfterSeconds: 20 })).reason,
    ).toContain('約20秒後に');
    expect(describeSubmitFailure(new ApiError('x', 429, 'rate_limited')).reason).toContain(
      'しばらく時間をおいてから',
    );
  });

  test('when the report took too long, then it is still being written at the link', () => {
    const failure = describeSubmitFailure(
      new ApiError('x', 504, 'report_timeout', { reportUrl: '/report/abc' }),
    );

    expect(failure).toMatchObject({ stillWriting: true, retryable: true, reportUrl: '/report/abc' });
    expect(failure.reason).toContain('引き続き作成中');
  });

  test('when the report took too long and the site e-mails visitors, then it will arrive at the address entered', () => {
    const error = new ApiError('x', 504, 'report_timeout', { reportUrl: '/report/abc' });

    const failure = describeSubmitFailure(error, 'taro@example.co.jp');

    expect(failure.reason).toContain(
      'ご入力のメールアドレス（taro@example.co.jp）にレポートのリンクをお送りします。',
    );
    expect(failure.reason).toContain('完成後は下のリンクからも開けます。');
    expect(describeSubmitFailure(error).reason).not.toContain('メールアドレス');
  });

  test('when the report took too long without a link or an e-mail, then the retry is the way to it', () => {
    const failure = describeSubmitFailure(new ApiError('x', 504, 'report_timeout'));

    expect(failure.retryable).toBe(true);
    expect(failure.reason).not.toContain('下のリンク');
    expect(failure.reason).toContain('「もう一度送信する」を押すと、完成したレポートをこの画面に表示します');
  });

  test('when the service is unavailable, then whether the answers were kept decides the text', () => {
    expect(describeSubmitFailure(new ApiError('x', 503, 'service_unavailable')).reason).toContain(
      '保存できませんでした',
    );
    expect(
      describeSubmitFailure(new ApiError('x', 503, 'service_unavailable', { reportUrl: '/report/a' })).reason,
    ).toContain('受け付けており');
  });

  test('when nothing answered, then it is a network error', () => {
    expect(
      describeSubmitFailure(new ApiError('Network Error', undefined, undefined, { network: true })),
    ).toMatchObject({
      retryable: true,
      reason: expect.stringContaining('通信エラー'),
    });
  });

  test('when the request was refused as invalid, then no retry is offered', () => {
    expect(describeSubmitFailure(new ApiError('x', 400, 'validation_failed')).retryable).toBe(false);
  });

  test('when something unknown was thrown, then a retry is offered', () => {
    expect(describeSubmitFailure(new Error('boom')).retryable).toBe(true);
  });
});
