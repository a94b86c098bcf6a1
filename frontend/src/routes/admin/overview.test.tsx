import type { AdminOverview } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getOverview } from '@/features/admin-overview/api/get-overview';
import { getResponses } from '@/features/admin-responses/api/get-responses';
import type * as adminPathModule from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';
import { ApiError } from '@/lib/api-client';
import AdminDashboardRoute from './dashboard';
import AdminOverviewRoute from './overview';

// The HTTP layer is replaced by fakes of the api modules; the build's path digest is absent in tests.
vi.mock('@/features/admin-overview/api/get-overview', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getOverview: vi.fn(),
}));
vi.mock('@/features/admin-responses/api/get-responses', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getResponses: vi.fn(),
}));
vi.mock('@/features/admin-responses/utils/admin-path', async (importOriginal) => ({
  ...(await importOriginal<typeof adminPathModule>()),
  isAdminPathSecret: vi.fn(async () => true),
}));

const secret = 'cd'.repeat(64);
const token = 'header.payload.signature';

function buildOverview(): AdminOverview {
  const days = Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 1, 1 + index)).toISOString().slice(0, 10);
    return { day, count: day === '2026-03-02' ? 7 : 0 };
  });
  return {
    period: { from: '2026-02-01', to: '2026-03-02' },
    daily: days,
    weekly: Array.from({ length: 12 }, (_, index) => ({
      week: `2026-W${String(index - 1).padStart(2, '0')}`,
      start: new Date(Date.UTC(2025, 11, 15 + 7 * index)).toISOString().slice(0, 10),
      end: new Date(Date.UTC(2025, 11, 21 + 7 * index)).toISOString().slice(0, 10),
      count: index === 11 ? 9 : 0,
    })),
    levels: [
      { level: 1, name: '未着手・アナログ中心', count: 0 },
      { level: 2, name: 'デジタル化初期', count: 1 },
      { level: 3, name: '業務デジタル化・データ活用', count: 2 },
      { level: 4, name: '全社DX推進', count: 1 },
      { level: 5, name: 'AI・データ駆動型経営', count: 0 },
    ],
    industries: [
      { code: 'manufacturing', label: '製造業', count: 3 },
      { code: 'construction', label: '建設業', count: 1 },
    ],
    companySizes: [
      { code: 'lt10', label: '10名未満', count: 1 },
      { code: '30_99', label: '30〜99名', count: 3 },
    ],
    writers: [
      { writer: 'llm', count: 2 },
      { writer: 'builtin', count: 1 },
      { writer: 'fallback', count: 1 },
    ],
    funnel: [
      { step: 'landing', count: 200, reached: 200 },
      { step: 'start', count: 100, reached: 100 },
      { step: 'diagnosis', count: 80, reached: 80 },
      { step: 'userinfo', count: 60, reached: 60 },
      { step: 'submitted', count: 0, reached: 0 },
      { step: 'report', count: 0, reached: 0 },
    ],
    sources: [
      { key: 'utm:newsletter', label: 'newsletter', count: 2 },
      { key: 'ref:www.google.co.jp', label: 'www.google.co.jp（参照元）', count: 1 },
      { key: 'direct', label: '直接・不明', count: 1 },
    ],
  };
}

function renderAdmin(path = `/admin/overview/${secret}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/overview/:secret" element={<AdminOverviewRoute />} />
        <Route path="/admin/dashboard/:secret" element={<AdminDashboardRoute />} />
        <Route path="/admin/login/:secret" element={<p>ログイン画面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The text of each body row of a table, cell by cell. */
function rowsOf(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}

function tableIn(heading: string): HTMLElement {
  return within(screen.getByRole('region', { name: heading })).getByRole('table');
}

beforeEach(() => {
  adminTokenStorage.write(token);
});
afterEach(() => {
  vi.mocked(getOverview).mockReset();
  vi.mocked(getResponses).mockReset();
  adminTokenStorage.clear();
});

describe('/admin/overview/:secret', () => {
  test('when the overview arrives, then each section shows its numbers in a captioned table beside its bars', async () => {
    vi.mocked(getOverview).mockResolvedValue(buildOverview());

    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: '概要' })).toBeInTheDocument();
    expect(await screen.findByText('2026年2月1日〜2026年3月2日')).toBeInTheDocument();
    for (const heading of [
      '日別の回答数',
      '週別の回答数',
      '成熟度レベルの分布',
      '業種',
      '従業員規模',
      'レポートの作成方法',
      '診断の流れ',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(tableIn(heading).querySelector('caption')?.textContent).not.toBe('');
    }

    const daily = rowsOf(tableIn('日別の回答数'));
    expect(daily).toHaveLength(30);
    expect(daily[0]).toEqual(['2/1（日）', '0']);
    expect(daily[29]).toEqual(['3/2（月）', '7']);
    expect(rowsOf(tableIn('週別の回答数'))[11]).toEqual(['3/2〜3/8', '9']);
    expect(rowsOf(tableIn('成熟度レベルの分布'))[2]).toEqual([
      'レベル3「業務デジタル化・データ活用」',
      '2',
      '50.0%',
    ]);
    expect(rowsOf(tableIn('レポートの作成方法'))).toEqual([
      ['AIモデル', '2', '50.0%'],
      ['組み込み', '1', '25.0%'],
      ['フォールバック', '1', '25.0%'],
    ]);
    expect(rowsOf(tableIn('業種'))[0]).toEqual(['製造業', '3', '75.0%']);
    expect(rowsOf(tableIn('従業員規模'))[1]).toEqual(['30〜99名', '3', '75.0%']);
  });

  test('when the overview carries sources, then 流入元 lists each with its count and share', async () => {
    vi.mocked(getOverview).mockResolvedValue(buildOverview());

    renderAdmin();

    expect(await screen.findByRole('heading', { level: 2, name: '流入元' })).toBeInTheDocument();
    expect(rowsOf(tableIn('流入元'))).toEqual([
      ['newsletter', '2', '50.0%'],
      ['www.google.co.jp（参照元）', '1', '25.0%'],
      ['直接・不明', '1', '25.0%'],
    ]);
  });

  test('when the funnel is shown, then each step carries its share of the top page, and the headline compares visitors to submits', async () => {
    vi.mocked(getOverview).mockResolvedValue(buildOverview());

    renderAdmin();

    await screen.findByRole('heading', { level: 2, name: '診断の流れ' });
    expect(rowsOf(tableIn('診断の流れ'))).toEqual([
      ['トップページ', '200', '100.0%'],
      ['→診断開始', '100', '50.0%'],
      ['→設問', '80', '40.0%'],
      ['→回答者情報', '60', '30.0%'],
      ['→送信', '0', '0.0%'],
      ['→レポート表示', '0', '0.0%'],
    ]);
    expect(screen.getByTestId('funnel-conversion')).toHaveTextContent('0.0%');
    expect(screen.queryByText(/前のステップより多く表示された/)).not.toBeInTheDocument();
  });

  test('when later steps were viewed more often than earlier ones, then no rate exceeds 100 % and the capped steps are marked', async () => {
    vi.mocked(getOverview).mockResolvedValue({
      ...buildOverview(),
      funnel: [
        { step: 'landing', count: 100, reached: 100 },
        { step: 'start', count: 162, reached: 100 },
        { step: 'diagnosis', count: 185, reached: 100 },
        { step: 'userinfo', count: 90, reached: 90 },
        { step: 'submitted', count: 40, reached: 40 },
        { step: 'report', count: 45, reached: 40 },
      ],
    });

    renderAdmin();

    await screen.findByRole('heading', { level: 2, name: '診断の流れ' });
    const rows = rowsOf(tableIn('診断の流れ'));
    expect(rows).toEqual([
      ['トップページ', '100', '100.0%'],
      ['→診断開始', '162', '100.0%※'],
      ['→設問', '185', '100.0%※'],
      ['→回答者情報', '90', '90.0%'],
      ['→送信', '40', '40.0%'],
      ['→レポート表示', '45', '40.0%※'],
    ]);
    for (const [, , rate] of rows) expect(Number.parseFloat(rate!)).toBeLessThanOrEqual(100);
    expect(screen.getByTestId('funnel-conversion')).toHaveTextContent('40.0%');
    expect(screen.getByText(/^※ 前のステップより多く表示された/)).toBeInTheDocument();
  });

  test('when the top page was never counted, then rates are dashes, not a division by zero', async () => {
    vi.mocked(getOverview).mockResolvedValue({
      ...buildOverview(),
      funnel: buildOverview().funnel.map((entry) => ({ ...entry, count: 0, reached: 0 })),
    });

    renderAdmin();

    await screen.findByRole('heading', { level: 2, name: '診断の流れ' });
    expect(rowsOf(tableIn('診断の流れ')).map((row) => row[2])).toEqual(['—', '—', '—', '—', '—', '—']);
    expect(screen.getByTestId('funnel-conversion')).toHaveTextContent('—');
  });

  test('when a period is chosen, then the overview is asked for it; a reversed one is refused in the form', async () => {
    const user = userEvent.setup();
    vi.mocked(getOverview).mockResolvedValue(buildOverview());
    renderAdmin();
    await screen.findByRole('heading', { level: 2, name: '診断の流れ' });

    await user.type(screen.getByLabelText('開始日'), '2026-03-05');
    await user.type(screen.getByLabelText('終了日'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: '表示' }));

    expect(screen.getByText('開始日は終了日以前の日付にしてください')).toBeInTheDocument();
    expect(screen.getByLabelText('開始日')).toHaveFocus();
    expect(getOverview).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('開始日'));
    await user.type(screen.getByLabelText('開始日'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: '表示' }));

    expect(getOverview).toHaveBeenLastCalledWith(
      expect.objectContaining({ token, period: { from: '2026-02-01', to: '2026-03-01' } }),
    );
  });

  test('when the overview is loading, then it says so; when it fails, then a Japanese error and a retry', async () => {
    const user = userEvent.setup();
    // The promise exists before the page asks for it, so failing it cannot race the page's first call.
    let fail: (error: unknown) => void = () => {};
    const pending = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    vi.mocked(getOverview).mockReturnValueOnce(pending);
    renderAdmin();

    expect(await screen.findByRole('status')).toHaveTextContent('読み込み中...');
    fail(new ApiError('boom', 500));

    expect(await screen.findByRole('alert')).toHaveTextContent('概要の取得に失敗しました。');
    vi.mocked(getOverview).mockResolvedValue(buildOverview());
    await user.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('heading', { level: 2, name: '診断の流れ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when the API refuses the token, then it is cleared and the login page opens', async () => {
    vi.mocked(getOverview).mockRejectedValue(new ApiError('unauthorized', 401));

    renderAdmin();

    expect(await screen.findByText('ログイン画面')).toBeInTheDocument();
    expect(adminTokenStorage.read()).toBeNull();
  });

  test('when no token is stored, then the login page opens without asking the API', async () => {
    adminTokenStorage.clear();

    renderAdmin();

    expect(await screen.findByText('ログイン画面')).toBeInTheDocument();
    expect(getOverview).not.toHaveBeenCalled();
  });

  test('when 概要 is chosen in the dashboard header, then the overview opens, and 回答一覧 leads back', async () => {
    const user = userEvent.setup();
    vi.mocked(getResponses).mockResolvedValue({ rows: [], total: 0, totalIsCapped: false });
    vi.mocked(getOverview).mockResolvedValue(buildOverview());
    renderAdmin(`/admin/dashboard/${secret}`);

    await user.click(await screen.findByRole('link', { name: '概要' }));

    expect(await screen.findByRole('heading', { level: 1, name: '概要' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '回答一覧' }));
    expect(await screen.findByRole('heading', { level: 1, name: '回答一覧' })).toBeInTheDocument();
  });
});
