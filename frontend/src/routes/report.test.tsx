import type { DiagnosisResult } from '@app/shared/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getReport } from '@/features/report/api/get-report';
import { ApiError } from '@/lib/api-client';
import { buildDiagnosisResult } from '@/testing/result-factory';
import { stubSiteInfo } from '@/testing/site-info-factory';
import Report from './report';

// The HTTP layer is replaced by a fake of the api module: each test settles the request itself.
vi.mock('@/features/report/api/get-report', () => ({ getReport: vi.fn() }));

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** The page as the router mounts it: `/report/:token`. */
function renderReport() {
  return render(
    <MemoryRouter initialEntries={[`/report/${token}`]}>
      <Routes>
        <Route path="/report/:token" element={<Report />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.mocked(getReport).mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/report/:token', () => {
  test('when the link is valid, then a loading state shows and then the same report view', async () => {
    let resolve!: (result: DiagnosisResult) => void;
    vi.mocked(getReport).mockReturnValue(new Promise((res) => (resolve = res)));

    renderReport();

    expect(screen.getByRole('status')).toHaveTextContent('レポートを読み込んでいます...');
    expect(getReport).toHaveBeenCalledWith(token, expect.any(AbortSignal));
    await act(async () => resolve(buildDiagnosisResult()));
    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'エグゼクティブサマリー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '印刷・PDFで保存' })).toBeInTheDocument();
  });

  test('when the operator is known, then the opened report names it in its header and its closing block', async () => {
    const fetchMock = stubSiteInfo();
    vi.mocked(getReport).mockResolvedValue(buildDiagnosisResult());

    renderReport();

    const operator = await screen.findByRole('region', { name: '本レポートの提供元' });
    expect(fetchMock).toHaveBeenCalledWith('/api/site', expect.anything());
    expect(operator).toHaveTextContent('株式会社テスト診断');
    expect(operator).toHaveTextContent('所在地：東京都千代田区丸の内1-1-1');
    expect(operator).toHaveTextContent('お問い合わせ：info@example.co.jp');
    expect(screen.getByText('提供').nextElementSibling).toHaveTextContent('株式会社テスト診断');
  });

  test('when the link is unknown, then it says the report was not found, with no retry', async () => {
    vi.mocked(getReport).mockRejectedValue(new ApiError('no', 404, 'not_found'));

    renderReport();
    await act(async () => {});

    expect(screen.getByRole('alert')).toHaveTextContent('レポートが見つかりません。');
    expect(screen.queryByRole('button', { name: 'もう一度読み込む' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toBeInTheDocument();
  });

  test('when the link has expired, then it says so', async () => {
    vi.mocked(getReport).mockRejectedValue(new ApiError('old', 404, 'link_expired'));

    renderReport();
    await act(async () => {});

    expect(screen.getByRole('alert')).toHaveTextContent('このリンクは有効期限が切れています。');
  });

  test('when the report is still being written, then it says so and reloading asks again', async () => {
    vi.mocked(getReport).mockRejectedValueOnce(new ApiError('wait', 409, 'report_not_ready'));
    vi.mocked(getReport).mockResolvedValueOnce(buildDiagnosisResult());
    renderReport();
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('レポートはまだ作成中です。');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'もう一度読み込む' })));

    expect(getReport).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
  });

  test('when too many reads came from the address, then the wait is named', async () => {
    vi.mocked(getReport).mockRejectedValue(
      new ApiError('slow', 429, 'rate_limited', { retryAfterSeconds: 40 }),
    );

    renderReport();
    await act(async () => {});

    expect(screen.getByRole('alert')).toHaveTextContent('約40秒後に');
  });
});
