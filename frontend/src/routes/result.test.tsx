import type { DiagnosisResult } from '@app/shared/contract';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { submitDiagnosis } from '@/features/diagnosis/api/submit-diagnosis';
import { buildSubmission } from '@/testing/questionnaire-factory';
import { renderRoute } from '@/testing/render-route';
import { buildDiagnosisResult } from '@/testing/result-factory';
import Result from './result';

// The HTTP layer is replaced by a fake of the api module: each test settles the request itself.
vi.mock('@/features/diagnosis/api/submit-diagnosis', () => ({ submitDiagnosis: vi.fn() }));

function deferred() {
  let resolve!: (result: DiagnosisResult) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<DiagnosisResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const percent = () => screen.getByTestId('loading-percent').textContent;
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
    expect(submitDiagnosis).toHaveBeenCalledWith(submission);
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
});
