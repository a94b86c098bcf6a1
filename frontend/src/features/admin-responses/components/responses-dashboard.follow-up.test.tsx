import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type * as getResponsesModule from '../api/get-responses';
import { deleteResponse } from '../api/delete-response';
import { getDeliveries } from '../api/get-deliveries';
import { getOperator } from '../api/get-operator';
import { getResponses } from '../api/get-responses';
import { updateLead } from '../api/update-lead';
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
vi.mock('../api/update-lead', () => ({ updateLead: vi.fn() }));
vi.mock('../api/delete-response', () => ({ deleteResponse: vi.fn() }));
vi.mock('../api/get-deliveries', () => ({ getDeliveries: vi.fn() }));
// The operator's role decides which actions are shown; admin unless a test says otherwise.
vi.mock('../api/get-operator', () => ({
  getOperator: vi.fn(async () => ({ username: 'admin', role: 'admin' })),
}));
const getResponsesMock = vi.mocked(getResponses);

function row(no: number, overrides: Partial<AdminResponseRow> = {}): AdminResponseRow {
  return {
    no,
    timestamp: '2026-11-22T05:03:05.000Z',
    companyName: `会社${no}`,
    name: `氏名${no}`,
    email: `lead${no}@example.com`,
    phone: '0312345678',
    diagnosisResult: null,
    leadStatus: 'new',
    leadNote: '',
    leadUpdatedAt: null,
    contactErasedAt: null,
    ...overrides,
  };
}

function renderDashboard() {
  render(
    <MemoryRouter>
      <ResponsesDashboard
        token="t0ken"
        onLogout={vi.fn()}
        onUnauthorized={vi.fn()}
        renderReport={() => null}
      />
    </MemoryRouter>,
  );
}

/** The table row of response `no` (hidden from the accessibility tree while a dialog is open). */
function tableRow(no: number): HTMLElement {
  return screen.getByRole('row', { name: new RegExp(`^No\\.${no} `), hidden: true });
}

beforeEach(() => {
  getResponsesMock.mockReset();
  vi.mocked(updateLead).mockReset();
  vi.mocked(deleteResponse).mockReset();
  vi.mocked(getDeliveries).mockResolvedValue({ rows: [], total: 0 });
});

describe('ResponsesDashboard lead follow-up', () => {
  test('when statuses are ticked in the search form, then the list asks for them, and clear drops them', async () => {
    const user = userEvent.setup();
    getResponsesMock.mockResolvedValue({ rows: [row(1)], total: 1, totalIsCapped: false });
    renderDashboard();
    const form = screen.getByRole('search', { name: '回答の絞り込み' });
    const statuses = within(within(form).getByRole('group', { name: '対応状況' }));

    await user.click(statuses.getByRole('checkbox', { name: '成約' }));
    await user.click(statuses.getByRole('checkbox', { name: '対応中' }));
    await user.click(within(form).getByRole('button', { name: '検索' }));
    await user.click(within(form).getByRole('button', { name: 'クリア' }));

    const asked = getResponsesMock.mock.calls.map(([options]) => options.filters.leadStatus);
    expect(asked).toEqual(['', 'in_progress,won', '']);
    expect(statuses.getByRole('checkbox', { name: '成約' })).not.toBeChecked();
  });

  test('when the follow-up is saved in the dialog, then the row shows the new status without loading the list again', async () => {
    const user = userEvent.setup();
    getResponsesMock.mockResolvedValue({ rows: [row(2), row(1)], total: 2, totalIsCapped: false });
    vi.mocked(updateLead).mockResolvedValue(row(1, { leadStatus: 'won', leadNote: '受注' }));
    renderDashboard();
    await screen.findByText('会社1');
    expect(tableRow(1)).toHaveTextContent('未対応');

    await user.click(screen.getByRole('row', { name: 'No.1 会社1 の詳細を開く' }));
    const dialog = await screen.findByRole('dialog', { name: '回答詳細（No.1）' });
    await user.selectOptions(within(dialog).getByLabelText('対応状況'), '成約');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await within(dialog).findByText('保存しました。');
    expect(tableRow(1)).toHaveTextContent('成約');
    expect(tableRow(2)).toHaveTextContent('未対応');
    expect(getResponsesMock).toHaveBeenCalledTimes(1);
  });

  test('when a respondent is deleted from the dialog, then the dialog closes, the list loads again and focus goes to its heading', async () => {
    const user = userEvent.setup();
    getResponsesMock
      .mockResolvedValueOnce({ rows: [row(2), row(1)], total: 2, totalIsCapped: false })
      .mockResolvedValue({ rows: [row(2)], total: 1, totalIsCapped: false });
    vi.mocked(deleteResponse).mockResolvedValue();
    renderDashboard();

    await user.click(await screen.findByRole('row', { name: 'No.1 会社1 の詳細を開く' }));
    await user.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: '削除' }));
    await user.click(screen.getByRole('button', { name: '削除する' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(vi.mocked(deleteResponse)).toHaveBeenCalledWith({ token: 't0ken', no: 1 });
    await waitFor(() => expect(screen.queryByText('会社1')).not.toBeInTheDocument());
    expect(getResponsesMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: '回答一覧', level: 1 })).toHaveFocus();
  });

  test('when the operator is a member, then the dialog offers the export but no deletion', async () => {
    const user = userEvent.setup();
    vi.mocked(getOperator).mockResolvedValueOnce({ username: 'sales', role: 'member' });
    getResponsesMock.mockResolvedValue({ rows: [row(1)], total: 1, totalIsCapped: false });
    renderDashboard();
    await screen.findByText('メンバー権限のため、エクスポートと削除は管理者が行います。');

    await user.click(await screen.findByRole('row', { name: 'No.1 会社1 の詳細を開く' }));
    const dialog = await screen.findByRole('dialog');

    expect(within(dialog).getByRole('button', { name: 'データをエクスポート（JSON）' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: '削除' })).not.toBeInTheDocument();
  });

  test('when a response had its contact data erased, then its row says 削除済み instead of contact data', async () => {
    getResponsesMock.mockResolvedValue({
      rows: [
        row(3, {
          companyName: '（削除済み）',
          name: '',
          email: '',
          phone: '',
          contactErasedAt: '2026-01-01T00:00:00.000Z',
        }),
      ],
      total: 1,
      totalIsCapped: false,
    });
    renderDashboard();

    await screen.findByRole('table');

    const cells = within(tableRow(3))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // 対応状況, 会社名, 氏名, 連絡先, 業種・規模
    expect(cells.slice(2, 7)).toEqual(['未対応', '（削除済み）', '（削除済み）', '—', '—']);
    expect(within(tableRow(3)).queryByRole('link')).not.toBeInTheDocument();
  });
});
