import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type * as getResponsesModule from '../api/get-responses';
import { getResponses } from '../api/get-responses';
import { ResponsesDashboard } from './responses-dashboard';

vi.mock('../api/get-responses', async (importOriginal) => ({
  ...(await importOriginal<typeof getResponsesModule>()),
  getResponses: vi.fn(),
}));
// No retention period: the preview shows nothing (retention-notice.test.tsx covers it).
vi.mock('../api/get-retention-preview', () => ({
  getRetentionPreview: vi.fn(async () => ({
    months: 0,
    holdStatuses: [],
    nextSweepAt: null,
    dueCount: 0,
    due: [],
    heldCount: 0,
  })),
}));
const getResponsesMock = vi.mocked(getResponses);
type Call = Parameters<typeof getResponses>[0];

function row(no: number, companyName = `会社${no}`): AdminResponseRow {
  return {
    no,
    timestamp: '2026-11-22T05:03:05.000Z',
    companyName,
    name: `氏名${no}`,
    email: `lead${no}@example.com`,
    phone: '0312345678',
    diagnosisResult: null,
  };
}

/** Calls whose promise the test settles itself; a cancelled call rejects the way axios does. */
function controllableCalls() {
  const calls: {
    options: Call;
    resolve: (value: { rows: AdminResponseRow[]; total: number; totalIsCapped: boolean }) => void;
    reject: (error: unknown) => void;
  }[] = [];
  getResponsesMock.mockImplementation(
    (options) =>
      new Promise((resolve, reject) => {
        calls.push({ options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new ApiError('canceled')));
      }),
  );
  return calls;
}

/** Where the dashboard's router is, as `?search` (the list keeps its view there). */
function CurrentSearch() {
  return <output data-testid="current-search">{useLocation().search}</output>;
}

function renderDashboard(overrides: { onUnauthorized?: () => void; url?: string } = {}) {
  const onUnauthorized = overrides.onUnauthorized ?? vi.fn();
  render(
    <MemoryRouter initialEntries={[overrides.url ?? '/admin/dashboard/secret']}>
      <ResponsesDashboard
        token="t0ken"
        onLogout={vi.fn()}
        onUnauthorized={onUnauthorized}
        renderReport={() => null}
      />
      <CurrentSearch />
    </MemoryRouter>,
  );
  return { onUnauthorized };
}

beforeEach(() => {
  getResponsesMock.mockReset();
});

describe('ResponsesDashboard', () => {
  test('when it opens, then the first 10 rows are requested and shown with Japan-time timestamps and the total', async () => {
    const calls = controllableCalls();
    renderDashboard();

    calls[0]!.resolve({ rows: [row(12), row(11)], total: 12, totalIsCapped: false });

    expect(await screen.findByText('会社12')).toBeInTheDocument();
    expect(calls[0]!.options).toMatchObject({
      token: 't0ken',
      limit: 10,
      offset: 0,
      filters: { companyName: '', timestamp: '', noFrom: '', noTo: '' },
    });
    expect(screen.getAllByText('2026-11-22 14:03:05')).toHaveLength(2);
    expect(screen.getByTestId('result-range')).toHaveTextContent('全12件中 1〜10件を表示');
  });

  test('when filters are typed, then nothing loads until search, and search cancels the request in flight', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();

    await user.type(screen.getByLabelText('会社名'), 'サンプル');
    await user.type(screen.getByLabelText('No.（から）'), '3');
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '検索' }));

    expect(calls).toHaveLength(2);
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(calls[1]!.options.filters).toEqual({
      q: '',
      companyName: 'サンプル',
      timestamp: '',
      noFrom: '3',
      noTo: '',
      leadStatus: '',
    });
    calls[1]!.resolve({ rows: [row(5, 'サンプル商事')], total: 1, totalIsCapped: false });
    expect(await screen.findByText('サンプル商事')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when the page size changes, then it applies at once, and clear keeps it while emptying the filters', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    await user.type(screen.getByLabelText('会社名'), 'abc');
    await user.click(screen.getByRole('button', { name: '検索' }));

    await user.selectOptions(screen.getByLabelText('表示件数'), '30');
    await user.click(screen.getByRole('button', { name: 'クリア' }));

    expect(calls.map((call) => [call.options.limit, call.options.filters.companyName])).toEqual([
      [10, ''],
      [10, 'abc'],
      [30, 'abc'],
      [30, ''],
    ]);
    expect(screen.getByLabelText('会社名')).toHaveValue('');
  });

  test('when the next page is asked for, then the offset moves by the page size', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({
      rows: Array.from({ length: 10 }, (_, index) => row(25 - index)),
      total: 25,
      totalIsCapped: false,
    });
    await screen.findByText('会社25');

    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(calls[1]!.options).toMatchObject({ limit: 10, offset: 10 });
  });

  test('when more responses match than the API counts, then the total says "at least" and paging goes on', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    const page = Array.from({ length: 10 }, (_, index) => row(20_000 - index));
    calls[0]!.resolve({ rows: page, total: 10_000, totalIsCapped: true });
    await screen.findByText('会社20000');

    expect(screen.getByTestId('result-range')).toHaveTextContent('全10,000件以上中 1〜10件を表示');
    await user.click(screen.getByRole('button', { name: '次へ' }));

    expect(calls[1]!.options).toMatchObject({ limit: 10, offset: 10 });
  });

  test('when the page is left during a request, then the request is cancelled', () => {
    const calls = controllableCalls();
    const view = render(
      <MemoryRouter>
        <ResponsesDashboard
          token="t0ken"
          onLogout={vi.fn()}
          onUnauthorized={vi.fn()}
          renderReport={() => null}
        />
      </MemoryRouter>,
    );

    view.unmount();

    expect(calls[0]!.options.signal?.aborted).toBe(true);
  });

  test('when loading fails, then SPEC §8 message is shown', async () => {
    getResponsesMock.mockRejectedValue(new ApiError('boom', 500, 'internal'));
    renderDashboard();

    expect(await screen.findByRole('alert')).toHaveTextContent('データの取得に失敗しました。');
  });

  test('when the API answers 401, then the operator is logged out instead of seeing an error', async () => {
    getResponsesMock.mockRejectedValue(new ApiError('unauthorized', 401, 'unauthorized'));
    const { onUnauthorized } = renderDashboard();

    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(screen.queryByText('データの取得に失敗しました。')).not.toBeInTheDocument();
  });

  test('when a sortable header is pressed, then the list reloads from the first page in that order, flipping on a second press', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });
    await screen.findByText('会社2');
    expect(screen.getByRole('columnheader', { name: /No/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /^スコア/ }));
    calls[1]!.resolve({ rows: [row(1), row(2)], total: 2, totalIsCapped: false });
    await user.click(await screen.findByRole('button', { name: /^スコア/ }));

    expect(calls.map((call) => call.options.sort)).toEqual([
      { key: 'no', order: 'desc' },
      { key: 'score', order: 'desc' },
      { key: 'score', order: 'asc' },
    ]);
    expect(calls[2]!.options.offset).toBe(0);
    expect(screen.getByRole('columnheader', { name: /スコア/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  test('when the No. range is reversed, then the field says so and no request is sent until it is fixed', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });

    await user.type(screen.getByLabelText('No.（から）'), '10');
    await user.type(screen.getByLabelText('No.（まで）'), '5');
    await user.click(screen.getByRole('button', { name: '検索' }));

    expect(calls).toHaveLength(1);
    const from = screen.getByLabelText('No.（から）');
    expect(from).toHaveAccessibleDescription('開始No.は終了No.以下にしてください');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(screen.queryByText('データの取得に失敗しました。')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('No.（まで）'));
    await user.type(screen.getByLabelText('No.（まで）'), '20');
    expect(screen.queryByText('開始No.は終了No.以下にしてください')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(calls[1]!.options.filters).toMatchObject({ noFrom: '10', noTo: '20' });
  });

  test('when a later request fails, then the earlier rows are not left on screen under the error', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1, '古い行の会社')], total: 1, totalIsCapped: false });
    await screen.findByText('古い行の会社');

    await user.click(screen.getByRole('button', { name: '検索' }));
    calls[1]!.reject(new ApiError('boom', 500, 'internal'));

    expect(await screen.findByRole('alert')).toHaveTextContent('データの取得に失敗しました。');
    expect(screen.queryByText('古い行の会社')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("when the detail dialog closes, then focus returns to the row's 詳細 button", async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });
    const detail = await screen.findByRole('button', { name: 'No.1 会社1 の詳細を開く' });

    await user.click(detail);
    await screen.findByRole('dialog', { name: '回答詳細（No.1）' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(detail).toHaveFocus();
  });

  test('when the lead e-mail links one lead (?no=42), then the list asks for that number and its dialog opens; closed, it stays closed', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard({ url: '/admin/dashboard/secret?no=42' });

    expect(calls[0]!.options.filters).toMatchObject({ noFrom: '42', noTo: '42' });
    calls[0]!.resolve({ rows: [row(42)], total: 1, totalIsCapped: false });

    await screen.findByRole('dialog', { name: '回答詳細（No.42）' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'No.42 会社42 の詳細を開く' })).toHaveFocus();
  });

  test("when the dialog was opened by clicking the row, then focus still goes to that row's 詳細 button", async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });

    await user.click(await screen.findByText('lead2@example.com'));
    await screen.findByRole('dialog', { name: '回答詳細（No.2）' });
    await user.click(screen.getByRole('button', { name: '閉じる' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'No.2 会社2 の詳細を開く' })).toHaveFocus();
  });

  test('when a keyword is searched, then it is sent as q with the other filters and written to the URL with them', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });

    await user.type(screen.getByRole('searchbox', { name: 'キーワード' }), 'ﾐﾗｲ 0312345678');
    await user.click(screen.getByRole('checkbox', { name: '商談化' }));
    await user.click(screen.getByRole('button', { name: '検索' }));

    expect(calls[1]!.options.filters).toMatchObject({ q: 'ﾐﾗｲ 0312345678', leadStatus: 'negotiating' });
    expect(new URLSearchParams(screen.getByTestId('current-search').textContent!)).toEqual(
      new URLSearchParams({ q: 'ﾐﾗｲ 0312345678', leadStatus: 'negotiating' }),
    );
  });

  test('when the dashboard opens on a URL holding a view (a reload), then that list is asked for and the form shows its filters', async () => {
    const calls = controllableCalls();

    renderDashboard({
      url: '/admin/dashboard/secret?q=%E9%AB%98%E6%A9%8B&noFrom=3&leadStatus=won&limit=20&page=2&sort=score&order=asc',
    });

    expect(calls).toHaveLength(1);
    expect(calls[0]!.options).toMatchObject({
      filters: { q: '高橋', noFrom: '3', leadStatus: 'won', companyName: '' },
      limit: 20,
      offset: 20,
      sort: { key: 'score', order: 'asc' },
    });
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('高橋');
    expect(screen.getByLabelText('No.（から）')).toHaveValue(3);
    expect(screen.getByRole('checkbox', { name: '成約' })).toBeChecked();
    expect(screen.getByLabelText('表示件数')).toHaveValue('20');
  });
});
