import type { AdminResponseRow } from '@app/shared/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { downloadReportsJsonl } from '../api/download-reports-jsonl';
import { downloadResponsesCsv } from '../api/download-responses-csv';
import type * as getResponsesModule from '../api/get-responses';
import { getOperator } from '../api/get-operator';
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
vi.mock('../api/download-responses-csv', () => ({ downloadResponsesCsv: vi.fn() }));
vi.mock('../api/download-reports-jsonl', () => ({ downloadReportsJsonl: vi.fn() }));
// The operator's role decides which actions are shown; admin unless a test says otherwise.
vi.mock('../api/get-operator', () => ({
  getOperator: vi.fn(async () => ({ username: 'admin', role: 'admin' })),
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
  vi.mocked(downloadResponsesCsv).mockReset();
  vi.mocked(downloadReportsJsonl).mockReset();
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
      source: '',
      owner: '',
    });
    calls[1]!.resolve({ rows: [row(5, 'サンプル商事')], total: 1, totalIsCapped: false });
    expect(await screen.findByText('サンプル商事')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when 回答日 is picked, then the date picker offers only the days the API accepts (1970–2100)', () => {
    controllableCalls();

    renderDashboard();

    expect(screen.getByLabelText('回答日')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('回答日')).toHaveAttribute('min', '1970-01-01');
    expect(screen.getByLabelText('回答日')).toHaveAttribute('max', '2100-12-31');
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

  test('when the detail dialog closes, then focus returns to the row that opened it', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });
    const leadRow = await screen.findByRole('row', { name: 'No.1 会社1 の詳細を開く' });

    await user.click(leadRow);
    await screen.findByRole('dialog', { name: '回答詳細（No.1）' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(leadRow).toHaveFocus();
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
    expect(screen.getByRole('row', { name: 'No.42 会社42 の詳細を開く' })).toHaveFocus();
  });

  test('when a cell of a row is clicked, then that lead opens, and focus goes back to its row on close', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });

    await user.click(await screen.findByText('氏名2'));
    await screen.findByRole('dialog', { name: '回答詳細（No.2）' });
    await user.click(screen.getByRole('button', { name: '閉じる' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: 'No.2 会社2 の詳細を開く' })).toHaveFocus();
  });

  test('when a row is reached with Tab, then Enter opens it, and so does Space', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });
    const first = await screen.findByRole('row', { name: 'No.2 会社2 の詳細を開く' });
    // From the last control before the rows: the table's last sort button.
    screen.getByRole('button', { name: /^適合度/ }).focus();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '回答詳細（No.2）' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row's own links come next in the tab order, then the next row.
    await user.tab();
    expect(within(first).getByRole('link', { name: '0312345678' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('row', { name: 'No.1 会社1 の詳細を開く' })).toHaveFocus();
    await user.keyboard(' ');

    expect(await screen.findByRole('dialog', { name: '回答詳細（No.1）' })).toBeInTheDocument();
  });

  test("when a row's phone or e-mail link is followed, then it calls or writes to the lead and no dialog opens", async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    const leadRow = await screen.findByRole('row', { name: 'No.1 会社1 の詳細を開く' });
    const phone = within(leadRow).getByRole('link', { name: '0312345678' });
    const email = within(leadRow).getByRole('link', { name: 'メール lead1@example.com' });
    // jsdom cannot follow tel: or mailto:; the links' own behaviour is their href.
    const keepPage = (event: Event) => event.preventDefault();
    window.addEventListener('click', keepPage, true);

    try {
      await user.click(phone);
      await user.click(email);
      email.focus();
      await user.keyboard('{Enter}');
    } finally {
      window.removeEventListener('click', keepPage, true);
    }

    expect(phone).toHaveAttribute('href', 'tel:0312345678');
    expect(email).toHaveAttribute('href', 'mailto:lead1@example.com');
    expect(email).toHaveAttribute('title', 'lead1@example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when a company or contact name is long, then it stays on one line with the full text in its tooltip', async () => {
    const calls = controllableCalls();
    const long = '株式会社とても長い名前のサンプルテクノロジーホールディングス';
    renderDashboard();
    calls[0]!.resolve({
      rows: [{ ...row(1, long), name: '寿限無寿限無五劫の擦り切れ海砂利水魚' }],
      total: 1,
      totalIsCapped: false,
    });

    const company = await screen.findByText(long);

    expect(company).toHaveAttribute('title', long);
    expect(company).toHaveClass('truncate');
    expect(screen.getByText('寿限無寿限無五劫の擦り切れ海砂利水魚')).toHaveClass('truncate');
  });

  test('when CSV or 診断結果JSON is pressed, then that export of the applied filters is downloaded; a failure says which', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    vi.mocked(downloadResponsesCsv).mockResolvedValue();
    vi.mocked(downloadReportsJsonl).mockRejectedValueOnce(new ApiError('boom', 500, 'internal'));
    renderDashboard({ url: '/admin/dashboard/secret?companyName=%E5%95%86%E4%BA%8B' });
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    await screen.findByRole('table');

    await user.click(await screen.findByRole('button', { name: 'CSVダウンロード' }));
    await user.click(await screen.findByRole('button', { name: '診断結果JSONダウンロード' }));

    const filters = expect.objectContaining({ companyName: '商事' });
    expect(downloadResponsesCsv).toHaveBeenCalledWith({ token: 't0ken', filters });
    expect(downloadReportsJsonl).toHaveBeenCalledWith({ token: 't0ken', filters });
    expect(await screen.findByRole('alert')).toHaveTextContent('診断結果JSONのダウンロードに失敗しました。');
    expect(screen.queryByText('CSVのダウンロードに失敗しました。')).not.toBeInTheDocument();
  });

  test('when the operator is a member, then the exports are not offered', async () => {
    vi.mocked(getOperator).mockResolvedValueOnce({ username: 'sales', role: 'member' });
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    await screen.findByRole('table');

    expect(
      await screen.findByText('メンバー権限のため、エクスポートと削除は管理者が行います。'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'CSVダウンロード' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '診断結果JSONダウンロード' })).not.toBeInTheDocument();
  });

  test('when an export answers 403 (the role changed since the page loaded), then the 403 is explained as a matter of role', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    vi.mocked(downloadResponsesCsv).mockRejectedValueOnce(new ApiError('forbidden', 403, 'forbidden'));
    const { onUnauthorized } = renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    await screen.findByRole('table');

    await user.click(await screen.findByRole('button', { name: 'CSVダウンロード' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '一覧のエクスポートは管理者（admin）の権限が必要です。',
    );
    expect(screen.queryByText('CSVのダウンロードに失敗しました。')).not.toBeInTheDocument();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  test('when the answer to an export is 401, then the operator is logged out instead of seeing an error', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    vi.mocked(downloadReportsJsonl).mockRejectedValueOnce(new ApiError('expired', 401, 'unauthorized'));
    const { onUnauthorized } = renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    await screen.findByRole('table');

    await user.click(await screen.findByRole('button', { name: '診断結果JSONダウンロード' }));

    await waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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

describe('ResponsesDashboard on a phone', () => {
  /** A screen whose width the test sets: the dashboard asks matchMedia whether the table fits. */
  let wide = false;
  const listeners = new Set<() => void>();
  function resize(toWide: boolean) {
    wide = toWide;
    act(() => listeners.forEach((listener) => listener()));
  }

  beforeEach(() => {
    wide = false;
    window.matchMedia = vi.fn((query: string) => ({
      get matches() {
        return query === '(min-width: 48rem)' && wide;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
    listeners.clear();
  });

  test('when the screen is phone-wide, then each lead is a card that opens its dialog, with phone and e-mail links', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({
      rows: [{ ...row(2), level: 4, industry: 'professional_services', companySize: '30_99' }, row(1)],
      total: 2,
      totalIsCapped: false,
    });

    const list = await screen.findByRole('list', { name: '回答一覧' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('No.2・2026-11-22 14:03:05');
    expect(cards[0]).toHaveTextContent('専門サービス業・30〜99名');
    expect(within(cards[0]!).getByTitle('成熟度レベル4')).toHaveTextContent('4');
    expect(within(cards[0]!).getByRole('link', { name: '0312345678' })).toHaveAttribute(
      'href',
      'tel:0312345678',
    );
    expect(within(cards[0]!).getByRole('link', { name: 'lead2@example.com' })).toHaveAttribute(
      'href',
      'mailto:lead2@example.com',
    );

    const open = within(cards[1]!).getByRole('button', { name: /会社1/ });
    await user.click(open);
    await screen.findByRole('dialog', { name: '回答詳細（No.1）' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  test('when an order is chosen in the phone menu, then the list reloads from the first page in it and the URL keeps it', async () => {
    const user = userEvent.setup();
    const calls = controllableCalls();
    renderDashboard({ url: '/admin/dashboard/secret?page=2' });
    calls[0]!.resolve({ rows: [row(1)], total: 11, totalIsCapped: false });
    await screen.findByRole('list', { name: '回答一覧' });

    await user.selectOptions(screen.getByLabelText('並び順'), 'スコアの高い順');

    expect(calls.at(-1)!.options).toMatchObject({ offset: 0, sort: { key: 'score', order: 'desc' } });
    expect(screen.getByTestId('current-search')).toHaveTextContent('?sort=score&order=desc');
  });

  test('when the screen grows past the breakpoint, then the cards give way to the table', async () => {
    const calls = controllableCalls();
    renderDashboard();
    calls[0]!.resolve({ rows: [row(1)], total: 1, totalIsCapped: false });
    await screen.findByRole('list', { name: '回答一覧' });

    resize(true);

    expect(screen.getByRole('table', { name: /回答一覧/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '回答一覧' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('並び順')).not.toBeInTheDocument();
  });
});
