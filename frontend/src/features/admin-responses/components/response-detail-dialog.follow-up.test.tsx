import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteResponse } from '../api/delete-response';
import { downloadResponseExport } from '../api/download-response-export';
import { getDeliveries } from '../api/get-deliveries';
import { updateLead } from '../api/update-lead';
import { ResponseDetailDialog } from './response-detail-dialog';

vi.mock('../api/update-lead', () => ({ updateLead: vi.fn() }));
vi.mock('../api/delete-response', () => ({ deleteResponse: vi.fn() }));
vi.mock('../api/download-response-export', () => ({ downloadResponseExport: vi.fn() }));
vi.mock('../api/get-deliveries', () => ({ getDeliveries: vi.fn() }));
const updateLeadMock = vi.mocked(updateLead);
const deleteResponseMock = vi.mocked(deleteResponse);
const exportMock = vi.mocked(downloadResponseExport);

function buildRow(overrides: Partial<AdminResponseRow> = {}): AdminResponseRow {
  return {
    no: 7,
    timestamp: '2026-11-22T05:03:05.000Z',
    companyName: '株式会社サンプル',
    name: '山田太郎',
    email: 'taro@example.com',
    phone: '03-1234-5678',
    diagnosisResult: null,
    leadStatus: 'new',
    leadNote: '',
    leadUpdatedAt: null,
    contactErasedAt: null,
    ...overrides,
  };
}

/** A call the test settles itself. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderDialog(row = buildRow()) {
  const handlers = { onSaved: vi.fn(), onDeleted: vi.fn(), onUnauthorized: vi.fn() };
  render(
    <ResponseDetailDialog
      row={row}
      onClose={() => {}}
      renderReport={() => null}
      token="t0ken"
      {...handlers}
    />,
  );
  return handlers;
}

beforeEach(() => {
  updateLeadMock.mockReset();
  deleteResponseMock.mockReset();
  exportMock.mockReset();
  vi.mocked(getDeliveries).mockResolvedValue({ rows: [], total: 0 });
});

describe('ResponseDetailDialog follow-up', () => {
  test('when status and note are changed and saved, then both are sent, the button says it is saving, and the updated row is handed back', async () => {
    const user = userEvent.setup();
    const call = deferred<AdminResponseRow>();
    updateLeadMock.mockReturnValue(call.promise);
    const { onSaved } = renderDialog();
    const form = screen.getByRole('form', { name: '対応状況とメモ' });
    expect(within(form).getByRole('button', { name: '保存' })).toBeDisabled();

    await user.selectOptions(within(form).getByLabelText('対応状況'), '商談化');
    await user.type(within(form).getByLabelText('メモ'), '来週訪問');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(updateLeadMock).toHaveBeenCalledWith({
      token: 't0ken',
      no: 7,
      change: { status: 'negotiating', note: '来週訪問' },
    });
    expect(within(form).getByRole('button', { name: '保存中...' })).toBeDisabled();
    const saved = buildRow({
      leadStatus: 'negotiating',
      leadNote: '来週訪問',
      leadUpdatedAt: '2026-11-23T00:00:00.000Z',
    });
    call.resolve(saved);
    expect(await within(form).findByText('保存しました。')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  test('when only the note changes, then only the note is sent', async () => {
    const user = userEvent.setup();
    updateLeadMock.mockResolvedValue(buildRow({ leadStatus: 'won', leadNote: '契約済み' }));
    renderDialog(buildRow({ leadStatus: 'won' }));

    await user.type(screen.getByLabelText('メモ'), '契約済み');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(updateLeadMock).toHaveBeenCalledWith(expect.objectContaining({ change: { note: '契約済み' } }));
  });

  test('when saving fails, then the form says so and keeps the input; a refused token signs out', async () => {
    const user = userEvent.setup();
    updateLeadMock.mockRejectedValueOnce(new ApiError('boom', 500, 'internal'));
    const { onSaved, onUnauthorized } = renderDialog();

    await user.type(screen.getByLabelText('メモ'), '折り返し待ち');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('保存に失敗しました。');
    expect(screen.getByLabelText('メモ')).toHaveValue('折り返し待ち');
    expect(onSaved).not.toHaveBeenCalled();

    updateLeadMock.mockRejectedValueOnce(new ApiError('expired', 401, 'unauthorized'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });
});

describe('ResponseDetailDialog respondent data', () => {
  test('when 削除 is pressed, then a confirmation says it cannot be undone, and cancelling deletes nothing', async () => {
    const user = userEvent.setup();
    const { onDeleted } = renderDialog();

    await user.click(screen.getByRole('button', { name: '削除' }));

    const confirm = screen.getByRole('alertdialog', { name: '回答者のデータを削除しますか？' });
    expect(confirm).toHaveTextContent('この回答者のデータを削除します。元に戻せません。');
    expect(within(confirm).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteResponseMock).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test('when the deletion is confirmed, then the respondent is deleted and the dashboard is told', async () => {
    const user = userEvent.setup();
    const call = deferred<void>();
    deleteResponseMock.mockReturnValue(call.promise);
    const { onDeleted } = renderDialog();

    await user.click(screen.getByRole('button', { name: '削除' }));
    await user.click(screen.getByRole('button', { name: '削除する' }));

    expect(deleteResponseMock).toHaveBeenCalledWith({ token: 't0ken', no: 7 });
    expect(screen.getByRole('button', { name: '削除中...' })).toBeDisabled();
    call.resolve();
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(7));
  });

  test('when the deletion fails, then the confirmation says so and nothing is reported as deleted', async () => {
    const user = userEvent.setup();
    deleteResponseMock.mockRejectedValue(new ApiError('boom', 500, 'internal'));
    const { onDeleted } = renderDialog();

    await user.click(screen.getByRole('button', { name: '削除' }));
    await user.click(screen.getByRole('button', { name: '削除する' }));

    const confirm = screen.getByRole('alertdialog');
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('削除に失敗しました。');
    expect(onDeleted).not.toHaveBeenCalled();
  });

  test('when the export is pressed, then the respondent export is downloaded, and a failure is shown', async () => {
    const user = userEvent.setup();
    exportMock.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new ApiError('boom', 500, 'internal'));
    renderDialog();

    await user.click(screen.getByRole('button', { name: 'データをエクスポート（JSON）' }));
    expect(exportMock).toHaveBeenCalledWith({ token: 't0ken', no: 7 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'データをエクスポート（JSON）' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('データのエクスポートに失敗しました。');
  });

  test('when the contact data was erased by the retention rule, then the dialog says so instead of showing contact data or a report', () => {
    renderDialog(
      buildRow({
        companyName: '（削除済み）',
        name: '',
        email: '',
        phone: '',
        contactErasedAt: '2026-11-01T00:00:00.000Z',
      }),
    );

    expect(screen.getByRole('dialog', { name: '回答詳細（No.7）' })).toHaveTextContent('（削除済み）');
    expect(
      screen.getByText(/保存期間を過ぎたため、この回答の連絡先と診断結果は削除されました/),
    ).toBeInTheDocument();
    expect(screen.queryByText('この回答には診断結果がありません。')).not.toBeInTheDocument();
  });
});
