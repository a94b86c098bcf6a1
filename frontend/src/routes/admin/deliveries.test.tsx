import type { FailedDeliveriesPage, FailedDeliveryRow } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { getFailedDeliveries } from '@/features/admin-deliveries/api/get-failed-deliveries';
import { resendDelivery } from '@/features/admin-deliveries/api/resend-delivery';
import { getResponses } from '@/features/admin-responses/api/get-responses';
import type * as adminPathModule from '@/features/admin-responses/utils/admin-path';
import { adminTokenStorage } from '@/features/admin-responses/utils/admin-token-storage';
import { ApiError } from '@/lib/api-client';
import AdminDashboardRoute from './dashboard';
import AdminDeliveriesRoute from './deliveries';

// The HTTP layer is replaced by fakes of the api modules; the build's path digest is absent in tests.
vi.mock('@/features/admin-deliveries/api/get-failed-deliveries', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFailedDeliveries: vi.fn(),
}));
vi.mock('@/features/admin-deliveries/api/resend-delivery', () => ({ resendDelivery: vi.fn() }));
vi.mock('@/features/admin-responses/api/get-responses', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getResponses: vi.fn(),
}));
vi.mock('@/features/admin-responses/api/get-retention-preview', () => ({
  getRetentionPreview: vi.fn(() => new Promise(() => {})),
}));
vi.mock('@/features/admin-responses/utils/admin-path', async (importOriginal) => ({
  ...(await importOriginal<typeof adminPathModule>()),
  isAdminPathSecret: vi.fn(async () => true),
}));

const secret = 'ef'.repeat(64);
const token = 'header.payload.signature';

function failedRow(overrides: Partial<FailedDeliveryRow> = {}): FailedDeliveryRow {
  const kind = overrides.kind ?? 'lead_webhook';
  return {
    id: '3f1c9a52-7d7e-4c1b-9a8e-0a4f5a0c2b11',
    no: 42,
    kind,
    event: kind === 'lead_webhook' ? 'lead.created' : null,
    target: 'crm.example.com',
    reason: 'webhook_http_410',
    attempts: 1,
    createdAt: '2026-11-23T01:00:00.000Z',
    lastAttemptAt: '2026-11-23T01:00:05.000Z',
    ...overrides,
  };
}

function page(rows: FailedDeliveryRow[], failingKinds: FailedDeliveriesPage['health']['failingKinds'] = []) {
  return { rows, total: rows.length, health: { window: 5, failingKinds } };
}

function renderAdmin(path = `/admin/deliveries/${secret}`) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/deliveries/:secret" element={<AdminDeliveriesRoute />} />
        <Route path="/admin/dashboard/:secret" element={<AdminDashboardRoute />} />
        <Route path="/admin/login/:secret" element={<p>ログイン画面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The text of each body row of the table, cell by cell. */
function bodyRows(): string[][] {
  const table = screen.getByRole('table');
  return [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

beforeEach(() => {
  adminTokenStorage.write(token);
});
afterEach(() => {
  vi.mocked(getFailedDeliveries).mockReset();
  vi.mocked(resendDelivery).mockReset();
  vi.mocked(getResponses).mockReset();
  adminTokenStorage.clear();
});

describe('/admin/deliveries/:secret', () => {
  test('when failed deliveries arrive, then each row shows its No., kind, who it was for, the reason in Japanese, the attempts and the last attempt (Japan time)', async () => {
    vi.mocked(getFailedDeliveries).mockResolvedValue(
      page([
        failedRow(),
        failedRow({
          id: 'a1',
          no: 41,
          kind: 'lead_email',
          target: 'operators',
          reason: 'smtp_rejected_550',
          attempts: 1,
        }),
        failedRow({
          id: 'a2',
          no: 40,
          kind: 'visitor_report_email',
          target: 'visitor',
          reason: 'smtp_temporary_451',
          attempts: 8,
          lastAttemptAt: null,
        }),
      ]),
    );

    renderAdmin();

    expect(await screen.findByRole('heading', { level: 1, name: '配信の失敗' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(bodyRows().map((cells) => cells.slice(0, 6))).toEqual([
      [
        '42',
        '新規リード通知Webhook',
        'crm.example.com',
        '送信先がHTTP 410を返しましたwebhook_http_410',
        '1回',
        '2026-11-23 10:00:05',
      ],
      [
        '41',
        '新規リード通知メール',
        '担当者（通知先）',
        'メールサーバーが受け取りを拒否しました（550）smtp_rejected_550',
        '1回',
        '2026-11-23 10:00:05',
      ],
      [
        '40',
        '回答者へのレポートメール',
        '回答者',
        'メールサーバーが一時的に受け取りを拒否しました（451）smtp_temporary_451',
        '8回',
        '—',
      ],
    ]);
    expect(screen.getByRole('button', { name: 'No.42の新規リード通知Webhookを再送' })).toBeEnabled();
    expect(getFailedDeliveries).toHaveBeenCalledWith(expect.objectContaining({ token, page: 0 }));
    // No banner while no kind is failing as a whole.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when nothing failed, then it says so', async () => {
    vi.mocked(getFailedDeliveries).mockResolvedValue(page([]));

    renderAdmin();

    expect(await screen.findByText('失敗した配信はありません。')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('when the last deliveries of a kind all failed, then a banner names the kind and the number', async () => {
    vi.mocked(getFailedDeliveries).mockResolvedValue(page([failedRow()], ['lead_webhook', 'lead_email']));

    renderAdmin();

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('直近5件のリード通知Webhookがすべて失敗しています。');
    expect(banner).toHaveTextContent('直近5件の新規リード通知メールがすべて失敗しています。');
  });

  test('when 再送 is pressed, then that message is resent, the page says so and the list is read again', async () => {
    const user = userEvent.setup();
    vi.mocked(getFailedDeliveries).mockResolvedValueOnce(page([failedRow()]));
    vi.mocked(getFailedDeliveries).mockResolvedValue(page([]));
    let answer: () => void = () => {};
    vi.mocked(resendDelivery).mockReturnValue(
      new Promise((resolve) => {
        answer = () =>
          resolve({
            id: failedRow().id,
            no: 42,
            kind: 'lead_webhook',
            event: 'lead.created',
            target: 'http://crm.example.com',
            status: 'pending',
            attempts: 1,
            lastError: 'webhook_http_410',
            createdAt: failedRow().createdAt,
            lastAttemptAt: failedRow().lastAttemptAt,
            sentAt: null,
          });
      }),
    );
    renderAdmin();

    await user.click(await screen.findByRole('button', { name: 'No.42の新規リード通知Webhookを再送' }));

    expect(resendDelivery).toHaveBeenCalledWith({ token, id: failedRow().id });
    // While the request runs the button cannot be pressed twice.
    expect(screen.getByRole('button', { name: 'No.42の新規リード通知Webhookを再送' })).toBeDisabled();
    answer();
    expect(await screen.findByText('失敗した配信はありません。')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No.42の新規リード通知Webhookを再送しました。');
    expect(getFailedDeliveries).toHaveBeenCalledTimes(2);
  });

  test('when the message was resent already (409) or the resend fails, then the page says which in Japanese', async () => {
    const user = userEvent.setup();
    vi.mocked(getFailedDeliveries).mockResolvedValue(page([failedRow()]));
    vi.mocked(resendDelivery).mockRejectedValueOnce(new ApiError('not failed', 409, 'delivery_not_failed'));
    vi.mocked(resendDelivery).mockRejectedValueOnce(new ApiError('boom', 500, 'internal'));
    renderAdmin();
    const button = await screen.findByRole('button', { name: 'No.42の新規リード通知Webhookを再送' });

    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'No.42の新規リード通知Webhookはすでに再送されたか、送信済みです。',
    );
    await user.click(screen.getByRole('button', { name: 'No.42の新規リード通知Webhookを再送' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No.42の新規リード通知Webhookを再送できませんでした。時間をおいてもう一度お試しください。',
    );
  });

  test('when the list is loading, then it says so; when it fails, then a Japanese error and a retry', async () => {
    const user = userEvent.setup();
    let fail: (error: unknown) => void = () => {};
    const pending = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    vi.mocked(getFailedDeliveries).mockReturnValueOnce(pending);
    renderAdmin();

    expect(await screen.findByRole('status')).toHaveTextContent('読み込み中...');
    fail(new ApiError('boom', 500));

    expect(await screen.findByRole('alert')).toHaveTextContent('配信の失敗を取得できませんでした。');
    vi.mocked(getFailedDeliveries).mockResolvedValue(page([failedRow()]));
    await user.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when there are more rows than a page, then 次へ asks for the next page', async () => {
    const user = userEvent.setup();
    vi.mocked(getFailedDeliveries).mockResolvedValue({ ...page([failedRow()]), total: 51 });
    renderAdmin();

    const pager = await screen.findByRole('navigation', { name: 'ページ送り' });
    expect(within(pager).getByText('1 / 2 ページ')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: '次へ' }));

    expect(getFailedDeliveries).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  test('when the API refuses the token, then it is cleared and the login page opens', async () => {
    vi.mocked(getFailedDeliveries).mockRejectedValue(new ApiError('unauthorized', 401));

    renderAdmin();

    expect(await screen.findByText('ログイン画面')).toBeInTheDocument();
    expect(adminTokenStorage.read()).toBeNull();
  });

  test('when 配信の失敗 is chosen in the dashboard header, then the page opens, and 回答一覧 leads back', async () => {
    const user = userEvent.setup();
    vi.mocked(getResponses).mockResolvedValue({ rows: [], total: 0, totalIsCapped: false });
    vi.mocked(getFailedDeliveries).mockResolvedValue(page([]));
    renderAdmin(`/admin/dashboard/${secret}`);

    await user.click(await screen.findByRole('link', { name: '配信の失敗' }));

    expect(await screen.findByRole('heading', { level: 1, name: '配信の失敗' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '回答一覧' }));
    expect(await screen.findByRole('heading', { level: 1, name: '回答一覧' })).toBeInTheDocument();
  });
});
