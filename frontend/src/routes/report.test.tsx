import type { LinkedReportResponse } from '@app/shared/contract';
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

/** The body of GET /api/report/:token: a report made on 25 Nov 2026 (Japan time), its link good for 90 days. */
function buildLinkedReport(): LinkedReportResponse {
  return {
    ...buildDiagnosisResult(),
    createdAt: '2026-11-24T16:30:00.000Z',
    expiresAt: '2027-02-22T16:30:00.000Z',
  };
}

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
  vi.useRealTimers();
  vi.mocked(getReport).mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/report/:token', () => {
  test('when the link is valid, then a loading state shows and then the same report view', async () => {
    let resolve!: (report: LinkedReportResponse) => void;
    vi.mocked(getReport).mockReturnValue(new Promise((res) => (resolve = res)));

    renderReport();

    expect(screen.getByText('レポートを読み込んでいます...')).toHaveAttribute('role', 'status');
    expect(getReport).toHaveBeenCalledWith(token, expect.any(AbortSignal));
    await act(async () => resolve(buildLinkedReport()));
    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'エグゼクティブサマリー' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '印刷・PDFで保存' })).toBeInTheDocument();
  });

  test('when the report was made on another day, then 「診断日」 is that day and the link expiry is stated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-04T10:00:00+09:00'));
    vi.mocked(getReport).mockResolvedValue(buildLinkedReport());

    renderReport();
    await act(async () => {});

    expect(screen.getByText('診断日').nextElementSibling).toHaveTextContent(/^2026年11月25日$/);
    expect(screen.queryByText('2027年1月4日')).not.toBeInTheDocument();
    expect(screen.getByText(/このリンクの有効期限は2027年2月23日 01:30までです。/)).toBeVisible();
  });

  test('when the report replaces the loading screen, then its title takes focus and a polite live region says it is ready', async () => {
    let resolve!: (report: LinkedReportResponse) => void;
    vi.mocked(getReport).mockReturnValue(new Promise((res) => (resolve = res)));
    renderReport();
    const regionsWhileLoading = screen.getAllByRole('status');

    await act(async () => resolve(buildLinkedReport()));

    expect(screen.getByRole('heading', { level: 1, name: '株式会社テスト商事 様' })).toHaveFocus();
    const announcement = screen
      .getAllByRole('status')
      .find((region) => region.textContent === '診断レポートが完成しました');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    // Screen readers announce changes only to a live region that was already there.
    expect(regionsWhileLoading).toContain(announcement);
  });

  test('when the link fails, then the error heading takes focus', async () => {
    vi.mocked(getReport).mockRejectedValue(new ApiError('no', 404, 'not_found'));

    renderReport();
    await act(async () => {});

    expect(screen.getByRole('heading', { level: 1, name: '診断レポート' })).toHaveFocus();
  });

  test('when the operator is known, then the opened report names it in its header and its closing block', async () => {
    const fetchMock = stubSiteInfo();
    vi.mocked(getReport).mockResolvedValue(buildLinkedReport());

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
    vi.mocked(getReport).mockResolvedValueOnce(buildLinkedReport());
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
