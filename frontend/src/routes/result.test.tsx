import type { SubmitResponse } from '@app/shared/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { submitDiagnosis } from '@/features/diagnosis/api/submit-diagnosis';
import {
  loadContactDraft,
  loadQuestionnaireDraft,
  saveContactDraft,
  saveQuestionnaireDraft,
} from '@/features/diagnosis/utils/draft-storage';
import { ApiError } from '@/lib/api-client';
import { primeSiteInfo } from '@/lib/site-info';
import { buildSubmission } from '@/testing/questionnaire-factory';
import { renderRoute } from '@/testing/render-route';
import { buildDiagnosisResult } from '@/testing/result-factory';
import { buildSiteInfo } from '@/testing/site-info-factory';
import Result from './result';

// The HTTP layer is replaced by a fake of the api module: each test settles the request itself.
vi.mock('@/features/diagnosis/api/submit-diagnosis', () => ({ submitDiagnosis: vi.fn() }));

function deferred() {
  let resolve!: (result: SubmitResponse) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<SubmitResponse>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const percent = () => screen.getByTestId('loading-percent').textContent;
const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const reportUrl = '/report/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(submitDiagnosis).mockReset();
});

function renderResult(state?: unknown) {
  return renderRoute(
    <StrictMode>
      <Result />
    </StrictMode>,
    { path: '/result', state },
  );
}

describe('/result', () => {
  test('when opened without navigation data, then the no-data message shows at once and nothing is sent', () => {
    renderResult();

    expect(screen.getByRole('alert')).toHaveTextContent(
      '診断データが見つかりません。トップページからやり直してください。',
    );
    expect(screen.queryByText('診断結果を待っています...')).not.toBeInTheDocument();
    expect(submitDiagnosis).not.toHaveBeenCalled();
  });

  test('when waiting, then the circle rises 1 per 300 ms up to 99; on the answer it shows 100 for 500 ms, then the report', async () => {
    const request = deferred();
    vi.mocked(submitDiagnosis).mockReturnValue(request.promise);
    const submission = buildSubmission();
    renderResult({ submission });

    expect(screen.getByText('診断結果を待っています...')).toBeInTheDocument();
    expect(percent()).toBe('0%');
    advance(299);
    expect(percent()).toBe('0%');
    advance(1);
    expect(percent()).toBe('1%');
    advance(300 * 9);
    expect(percent()).toBe('10%');
    advance(300 * 200);
    expect(percent()).toBe('99%');
    expect(screen.getByRole('progressbar', { name: '診断レポートの作成状況' })).toHaveAttribute(
      'aria-valuenow',
      '99',
    );

    await act(async () => request.resolve(buildDiagnosisResult()));
    expect(percent()).toBe('100%');
    advance(499);
    expect(screen.queryByRole('heading', { name: '株式会社テスト商事 様' })).not.toBeInTheDocument();
    advance(1);

    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
    expect(screen.queryByText('診断結果を待っています...')).not.toBeInTheDocument();
    expect(submitDiagnosis).toHaveBeenCalledTimes(1);
    expect(submitDiagnosis).toHaveBeenCalledWith(submission, {
      idempotencyKey: expect.stringMatching(uuidV4),
    });
  });

  test('when the report replaces the waiting screen, then its title takes focus, a polite live region says it is ready and 「診断日」 is today', async () => {
    // 23:30 UTC: the day in Japan is already the 25th.
    vi.setSystemTime(new Date('2026-11-25T08:30:00+09:00'));
    const request = deferred();
    vi.mocked(submitDiagnosis).mockReturnValue(request.promise);
    renderResult({ submission: buildSubmission() });
    // As after the move to /result (app/focus-heading-on-navigate.tsx): the waiting screen's heading has focus.
    const waitingHeading = screen.getByRole('heading', { level: 1, name: '診断レポートを作成しています' });
    waitingHeading.setAttribute('tabindex', '-1');
    waitingHeading.focus();
    const regionsWhileWaiting = screen.getAllByRole('status');

    await act(async () => request.resolve({ ...buildDiagnosisResult(), reportUrl }));
    advance(500);

    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toHaveFocus();
    const announcement = screen
      .getAllByRole('status')
      .find((region) => region.textContent === '診断レポートが完成しました');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    // Screen readers announce changes only to a live region that was already there.
    expect(regionsWhileWaiting).toContain(announcement);
    expect(screen.getByText('診断日').nextElementSibling).toHaveTextContent(/^2026年11月25日$/);
  });

  test('when the report arrives, then the questionnaire and contact drafts are forgotten', async () => {
    const submission = buildSubmission();
    saveQuestionnaireDraft('entry', {
      companyInfo: { ...submission.companyInfo },
      choices: { q1: 'A' },
      customTexts: {},
      freeText: submission.freeText,
    });
    saveContactDraft('entry', submission.userInfo);
    const request = deferred();
    vi.mocked(submitDiagnosis).mockReturnValue(request.promise);
    renderResult({ submission });
    expect(loadQuestionnaireDraft()).not.toBeNull();

    await act(async () => request.resolve(buildDiagnosisResult()));
    advance(500);

    expect(loadQuestionnaireDraft()).toBeNull();
    expect(loadContactDraft()).toBeNull();
  });

  test('when the navigation data has been read, then it is cleared so a reload has none', () => {
    vi.mocked(submitDiagnosis).mockReturnValue(deferred().promise);

    const view = renderResult({ submission: buildSubmission() });

    expect(view.currentLocation().pathname).toBe('/result');
    expect(view.currentLocation().state).toBeNull();
    expect(screen.getByText('診断結果を待っています...')).toBeInTheDocument();
  });

  test('when the submit fails, then the SPEC error alert replaces the report', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = deferred();
    vi.mocked(submitDiagnosis).mockReturnValue(request.promise);
    renderResult({ submission: buildSubmission() });
    advance(900);

    await act(async () => request.reject(new Error('503')));

    expect(screen.getByRole('alert')).toHaveTextContent('診断結果の生成中にエラーが発生しました。');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(1000);
    expect(screen.queryByRole('heading', { name: '株式会社テスト商事 様' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  test('when the submit fails, then nothing is resent by itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(submitDiagnosis).mockRejectedValue(new ApiError('down', 503, 'service_unavailable'));
    renderResult({ submission: buildSubmission() });

    await act(async () => {});
    advance(10 * 60 * 1000);

    expect(screen.getByRole('button', { name: 'もう一度送信する' })).toBeInTheDocument();
    expect(submitDiagnosis).toHaveBeenCalledTimes(1);
  });
});

describe('/result report link', () => {
  test('when the report arrives, then its private link is shown with a copy button that says it copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.mocked(submitDiagnosis).mockResolvedValue({ ...buildDiagnosisResult(), reportUrl });
    renderResult({ submission: buildSubmission() });
    await act(async () => {});
    advance(500);

    const link = screen.getByRole('textbox', { name: 'レポートのリンク' });
    expect(link).toHaveValue(`${window.location.origin}${reportUrl}`);
    const hint = screen.getByText('このリンクを保存しておくと、あとからレポートを開けます。', {
      exact: false,
    });
    expect(hint).toBeVisible();
    expect(hint).not.toHaveTextContent('メールアドレス');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'リンクをコピー' })));

    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${reportUrl}`);
    expect(screen.getByText('コピーしました')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  test('when the site e-mails visitors, then the link box also says a link was sent to the address entered', async () => {
    primeSiteInfo(buildSiteInfo({ reportEmail: true }));
    vi.mocked(submitDiagnosis).mockResolvedValue({ ...buildDiagnosisResult(), reportUrl });
    renderResult({ submission: buildSubmission() });
    await act(async () => {});
    advance(500);

    const panel = screen.getByRole('region', { name: 'このレポートの保存用リンク' });
    expect(panel).toHaveTextContent(
      'このリンクを保存しておくと、あとからレポートを開けます。このレポートを開くリンクを、ご入力のメールアドレス（taro@example.co.jp）にもお送りします（届くまで数分かかることがあります）。',
    );
  });

  test('when the report is shown, then its closing block names the operator with address and contacts', async () => {
    primeSiteInfo(buildSiteInfo());
    vi.mocked(submitDiagnosis).mockResolvedValue({ ...buildDiagnosisResult(), reportUrl });
    renderResult({ submission: buildSubmission() });
    await act(async () => {});
    advance(500);

    const operator = screen.getByRole('region', { name: '本レポートの提供元' });
    expect(operator).toHaveTextContent('株式会社テスト診断');
    expect(operator).toHaveTextContent('所在地：東京都千代田区丸の内1-1-1');
    expect(operator).toHaveTextContent('個人情報の取り扱い（2026年4月1日改定）：privacy@example.co.jp');
  });

  test('when the clipboard is not available, then the link field is selected and copied the old way', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    vi.mocked(submitDiagnosis).mockResolvedValue({ ...buildDiagnosisResult(), reportUrl });
    renderResult({ submission: buildSubmission() });
    await act(async () => {});
    advance(500);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'リンクをコピー' })));

    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('textbox', { name: 'レポートのリンク' })).toHaveFocus();
    expect(screen.getByText('コピーしました')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  });
});

describe('/result when the submit fails', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function failWith(error: unknown) {
    vi.mocked(submitDiagnosis).mockRejectedValueOnce(error);
    const submission = buildSubmission();
    renderResult({ submission });
    await act(async () => {});
    return submission;
  }

  test('when the error replaces the waiting screen, then it has a heading that takes focus', async () => {
    vi.mocked(submitDiagnosis).mockRejectedValueOnce(new ApiError('down', 503, 'service_unavailable'));
    renderResult({ submission: buildSubmission() });
    const waitingHeading = screen.getByRole('heading', { level: 1, name: '診断レポートを作成しています' });
    waitingHeading.setAttribute('tabindex', '-1');
    waitingHeading.focus();

    await act(async () => {});

    expect(
      screen.getByRole('heading', { level: 1, name: '診断レポートを表示できませんでした' }),
    ).toHaveFocus();
  });

  test('when rate limited, then the SPEC message comes first and the wait from Retry-After is named', async () => {
    await failWith(new ApiError('slow', 429, 'rate_limited', { retryAfterSeconds: 95 }));

    const alert = screen.getByRole('alert');
    expect(alert.firstElementChild).toHaveTextContent(/^診断結果の生成中にエラーが発生しました。$/);
    expect(alert).toHaveTextContent('約2分後に「もう一度送信する」を押してください。');
  });

  test('when retried, then the same submission is sent again with the same Idempotency-Key and the report follows', async () => {
    const submission = await failWith(new ApiError('slow', 429, 'rate_limited', { retryAfterSeconds: 30 }));
    const request = deferred();
    vi.mocked(submitDiagnosis).mockReturnValueOnce(request.promise);

    fireEvent.click(screen.getByRole('button', { name: 'もう一度送信する' }));

    expect(screen.getByText('診断結果を待っています...')).toBeInTheDocument();
    expect(percent()).toBe('0%');
    expect(submitDiagnosis).toHaveBeenCalledTimes(2);
    const [first, second] = vi.mocked(submitDiagnosis).mock.calls;
    expect(second![0]).toBe(first![0]);
    expect(second![0]).toEqual(submission);
    expect(second![1]).toEqual(first![1]);
    expect(first![1]?.idempotencyKey).toMatch(uuidV4);
    await act(async () => request.resolve({ ...buildDiagnosisResult(), reportUrl }));
    advance(500);
    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
  });

  test('when the report takes longer than the timeout, then the page says it is still being written and shows its link', async () => {
    await failWith(new ApiError('late', 504, 'report_timeout', { reportUrl }));

    const alert = screen.getByRole('alert');
    expect(alert.firstElementChild).toHaveTextContent(/^診断結果の生成中にエラーが発生しました。$/);
    expect(alert).toHaveTextContent('レポートは引き続き作成中です。完成後は下のリンクから開けます。');
    // Without e-mail, the retry (same Idempotency-Key) is the way to see it here once it exists.
    expect(alert).toHaveTextContent(
      'しばらくしてから「もう一度送信する」を押すと、完成したレポートをこの画面に表示します',
    );
    expect(alert).not.toHaveTextContent('メールアドレス');
    const panel = screen.getByRole('region', { name: /レポートの保存用リンク/ });
    expect(within(panel).getByRole('textbox', { name: 'レポートのリンク' })).toHaveValue(
      `${window.location.origin}${reportUrl}`,
    );
    expect(within(panel).getByRole('button', { name: 'リンクをコピー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度送信する' })).toBeInTheDocument();
  });

  test('when the report takes longer than the timeout and the site e-mails visitors, then the page says it will arrive at the address entered', async () => {
    primeSiteInfo(buildSiteInfo({ reportEmail: true }));

    await failWith(new ApiError('late', 504, 'report_timeout', { reportUrl }));

    const alert = screen.getByRole('alert');
    expect(alert.firstElementChild).toHaveTextContent(/^診断結果の生成中にエラーが発生しました。$/);
    expect(alert).toHaveTextContent(
      'レポートは引き続き作成中です。完成しだい、ご入力のメールアドレス（taro@example.co.jp）にレポートのリンクをお送りします。完成後は下のリンクからも開けます。',
    );
    expect(screen.getByRole('region', { name: /レポートの保存用リンク/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'もう一度送信する' })).toBeInTheDocument();
  });

  test('when the service is unavailable, then the page says so and offers the retry', async () => {
    await failWith(new ApiError('down', 503, 'service_unavailable'));

    expect(screen.getByRole('alert')).toHaveTextContent('一時的に利用できない状態');
    expect(screen.getByRole('button', { name: 'もう一度送信する' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toBeInTheDocument();
  });

  test('when the network fails, then the page says so and offers the retry', async () => {
    await failWith(new ApiError('Network Error', undefined, undefined, { network: true }));

    expect(screen.getByRole('alert')).toHaveTextContent('通信エラー');
    expect(screen.getByRole('button', { name: 'もう一度送信する' })).toBeInTheDocument();
  });

  test('when the request is refused as invalid, then no retry is offered', async () => {
    await failWith(new ApiError('bad', 400, 'validation_failed'));

    expect(screen.getByRole('alert')).toHaveTextContent('診断結果の生成中にエラーが発生しました。');
    expect(screen.queryByRole('button', { name: 'もう一度送信する' })).not.toBeInTheDocument();
  });
});
