import type { AdminAuditEntryRow } from '@app/shared/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getAuditLog } from '@/features/admin-audit/api/get-audit-log';
import { getFailedDeliveries } from '@/features/admin-deliveries/api/get-failed-deliveries';
import { getOperator } from '@/features/admin-responses/api/get-operator';
import type * as adminPathModule from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';
import { ApiError } from '@/lib/api-client';
import AdminAuditRoute from './audit';
import AdminDeliveriesRoute from './deliveries';

// The HTTP layer is replaced by fakes of the api modules; the build's path digest is absent in tests.
vi.mock('@/features/admin-audit/api/get-audit-log', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getAuditLog: vi.fn(),
}));
vi.mock('@/features/admin-deliveries/api/get-failed-deliveries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFailedDeliveries: vi.fn(),
}));
vi.mock('@/features/admin-responses/api/get-operator', () => ({ getOperator: vi.fn() }));
vi.mock('@/features/admin-responses/utils/admin-path', async (importOriginal) => ({
  ...(await importOriginal<typeof adminPathModule>()),
  isAdminPathSecret: vi.fn(async () => true),
}));

const secret = 'ab'.repeat(64);
const token = 'header.payload.signature';
const getAuditLogMock = vi.mocked(getAuditLog);

function entry(overrides: Partial<AdminAuditEntryRow> = {}): AdminAuditEntryRow {
  return {
    id: 1,
    createdAt: '2026-11-23T01:00:00.000Z',
    operator: 'sato',
    action: 'update_lead',
    no: 42,
    details: { status: { from: 'new', to: 'negotiating' } },
    resultCount: 1,
    ...overrides,
  };
}

/** Shows the current URL's query, so tests can assert the filters live there. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderAdmin(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/audit/:secret" element={<AdminAuditRoute />} />
        <Route path="/admin/deliveries/:secret" element={<AdminDeliveriesRoute />} />
        <Route path="/admin/login/:secret" element={<p>ログイン画面</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

function bodyRows(): string[][] {
  return [...screen.getByRole('table').querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  adminTokenStorage.write(token);
  vi.mocked(getOperator).mockResolvedValue({ username: 'admin', role: 'admin' });
});
afterEach(() => {
  getAuditLogMock.mockReset();
  vi.mocked(getFailedDeliveries).mockReset();
  adminTokenStorage.clear();
});

describe('/admin/audit/:secret', () => {
  test('when opened with filters in the URL, then they are asked for and shown, and the entries read in Japanese', async () => {
    getAuditLogMock.mockResolvedValue({
      entries: [
        entry(),
        entry({ id: 2, action: 'add_lead_note', details: { noteId: 9 } }),
        entry({
          id: 3,
          operator: null,
          action: 'retention_erasure',
          details: { months: 6, leadStatus: 'new' },
        }),
        entry({ id: 4, action: 'list', no: null, details: { qSearched: true, limit: 10 }, resultCount: 10 }),
      ],
      total: 4,
    });

    renderAdmin(`/admin/audit/${secret}?no=42&operator=sato&from=2026-11-01&page=2`);

    await screen.findByRole('table');
    expect(getAuditLogMock).toHaveBeenCalledWith(
      expect.objectContaining({
        token,
        filters: { no: '42', operator: 'sato', action: '', from: '2026-11-01', to: '' },
        page: 1,
      }),
    );
    expect(screen.getByLabelText('No.')).toHaveValue('42');
    expect(screen.getByLabelText('担当者（ユーザー名）')).toHaveValue('sato');
    expect(bodyRows()).toEqual([
      ['2026-11-23 10:00:00', 'sato', '対応状況の変更', '42', '対応状況：未対応 → 商談化', '1'],
      ['2026-11-23 10:00:00', 'sato', 'メモの追加', '42', 'メモID：9', '1'],
      [
        '2026-11-23 10:00:00',
        'システム',
        '保存期間による削除',
        '42',
        '保存期間（月）：6対応状況：未対応',
        '1',
      ],
      ['2026-11-23 10:00:00', 'sato', '一覧の閲覧', '—', 'キーワード検索件数：10', '10'],
    ]);
    expect(screen.getByRole('heading', { name: '監査ログ', level: 1 })).toBeInTheDocument();
  });

  test('when filters are applied, then the URL holds them, the first page is asked for, and clear empties both', async () => {
    const user = userEvent.setup();
    getAuditLogMock.mockResolvedValue({ entries: [entry()], total: 120 });
    renderAdmin(`/admin/audit/${secret}?page=3`);
    await screen.findByRole('table');

    await user.type(screen.getByLabelText('No.'), '7');
    await user.selectOptions(screen.getByLabelText('操作'), 'メモの追加');
    await user.click(screen.getByRole('button', { name: '検索' }));

    expect(screen.getByTestId('location')).toHaveTextContent('?no=7&action=add_lead_note');
    expect(getAuditLogMock).toHaveBeenLastCalledWith(
      expect.objectContaining({
        filters: expect.objectContaining({ no: '7', action: 'add_lead_note' }),
        page: 0,
      }),
    );

    await user.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?no=7&action=add_lead_note&page=2');

    await user.click(screen.getByRole('button', { name: 'クリア' }));
    expect(screen.getByTestId('location')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('No.')).toHaveValue('');
  });

  test('when the period is picked, then 開始日 and 終了日 offer only the days the API accepts (1970–2100)', async () => {
    getAuditLogMock.mockResolvedValue({ entries: [entry()], total: 1 });

    renderAdmin(`/admin/audit/${secret}`);

    await screen.findByRole('table');
    for (const label of ['開始日', '終了日']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'date');
      expect(screen.getByLabelText(label)).toHaveAttribute('min', '1970-01-01');
      expect(screen.getByLabelText(label)).toHaveAttribute('max', '2100-12-31');
    }
  });

  test('when the operator is a member (403), then the page says the audit log is the admin’s', async () => {
    getAuditLogMock.mockRejectedValue(new ApiError('forbidden', 403, 'forbidden'));

    renderAdmin(`/admin/audit/${secret}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('監査ログは管理者（admin）のみ閲覧できます。');
  });

  test('when the token is refused (401), then the operator goes to the login', async () => {
    getAuditLogMock.mockRejectedValue(new ApiError('expired', 401, 'unauthorized'));

    renderAdmin(`/admin/audit/${secret}`);

    expect(await screen.findByText('ログイン画面')).toBeInTheDocument();
  });
});

describe('the 監査ログ link in the admin header', () => {
  test('when the operator is an admin, then the header links to the audit log; a member is not offered it', async () => {
    vi.mocked(getFailedDeliveries).mockResolvedValue({
      rows: [],
      total: 0,
      health: { window: 5, failingKinds: [] },
    });
    const admin = renderAdmin(`/admin/deliveries/${secret}`);

    const link = await screen.findByRole('link', { name: '監査ログ' });
    expect(link).toHaveAttribute('href', `/admin/audit/${secret}`);
    admin.unmount();

    vi.mocked(getOperator).mockResolvedValue({ username: 'sales', role: 'member' });
    renderAdmin(`/admin/deliveries/${secret}`);
    await screen.findByRole('link', { name: '回答一覧' });
    await vi.waitFor(() => expect(vi.mocked(getOperator)).toHaveBeenCalledTimes(2));
    // The role is known once the second call's answer is in.
    await vi.mocked(getOperator).mock.results[1]!.value;
    expect(screen.getByRole('link', { name: '概要' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '監査ログ' })).not.toBeInTheDocument();
  });
});
