import type { AdminResponseRow, LeadNote } from '@app/shared/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteResponse } from '../api/delete-response';
import { downloadResponseExport } from '../api/download-response-export';
import { addLeadNote } from '../api/add-lead-note';
import { getDeliveries } from '../api/get-deliveries';
import { getLeadNotes } from '../api/get-lead-notes';
import { getResponse } from '../api/get-response';
import { updateLead } from '../api/update-lead';
import { ResponseDetailDialog } from './response-detail-dialog';

vi.mock('../api/update-lead', () => ({ updateLead: vi.fn() }));
vi.mock('../api/delete-response', () => ({ deleteResponse: vi.fn() }));
vi.mock('../api/download-response-export', () => ({ downloadResponseExport: vi.fn() }));
vi.mock('../api/get-deliveries', () => ({ getDeliveries: vi.fn() }));
vi.mock('../api/get-lead-notes', () => ({ getLeadNotes: vi.fn() }));
vi.mock('../api/add-lead-note', () => ({ addLeadNote: vi.fn() }));
vi.mock('../api/get-response', () => ({ getResponse: vi.fn() }));
const updateLeadMock = vi.mocked(updateLead);
const getLeadNotesMock = vi.mocked(getLeadNotes);
const addLeadNoteMock = vi.mocked(addLeadNote);
const getResponseMock = vi.mocked(getResponse);
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
    leadVersion: 0,
    contactErasedAt: null,
    ...overrides,
  };
}

function note(
  id: number,
  author: string | null,
  body: string,
  createdAt = '2026-11-22T00:00:00.000Z',
): LeadNote {
  return { id, author, body, createdAt };
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
  getLeadNotesMock.mockReset().mockResolvedValue([]);
  addLeadNoteMock.mockReset();
  getResponseMock.mockReset();
  deleteResponseMock.mockReset();
  exportMock.mockReset();
  vi.mocked(getDeliveries).mockResolvedValue({ rows: [], total: 0 });
});

describe('ResponseDetailDialog follow-up status', () => {
  test('when the status is changed and saved, then it is sent with the version seen, the button says it is saving, and the updated row is handed back', async () => {
    const user = userEvent.setup();
    const call = deferred<AdminResponseRow>();
    updateLeadMock.mockReturnValue(call.promise);
    const { onSaved } = renderDialog(buildRow({ leadVersion: 3 }));
    const form = screen.getByRole('form', { name: '対応状況の変更' });
    expect(within(form).getByRole('button', { name: '保存' })).toBeDisabled();

    await user.selectOptions(within(form).getByLabelText('対応状況'), '商談化');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    expect(updateLeadMock).toHaveBeenCalledWith({
      token: 't0ken',
      no: 7,
      change: { version: 3, status: 'negotiating' },
    });
    expect(within(form).getByRole('button', { name: '保存中...' })).toBeDisabled();
    const saved = buildRow({
      leadStatus: 'negotiating',
      leadVersion: 4,
      leadUpdatedAt: '2026-11-23T00:00:00.000Z',
    });
    call.resolve(saved);
    expect(await within(form).findByText('保存しました。')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  test('when another operator saved first (409), then the dialog says so in Japanese, keeps the choice, and reloading the lead shows its current status', async () => {
    const user = userEvent.setup();
    updateLeadMock.mockRejectedValueOnce(new ApiError('stale', 409, 'conflict'));
    const fresh = buildRow({ leadStatus: 'in_progress', leadVersion: 1, leadNote: '他の担当者のメモ' });
    getResponseMock.mockResolvedValueOnce(fresh);
    getLeadNotesMock.mockResolvedValueOnce([]).mockResolvedValueOnce([note(2, 'suzuki', '他の担当者のメモ')]);
    const { onSaved } = renderDialog();
    const form = screen.getByRole('form', { name: '対応状況の変更' });

    await user.selectOptions(within(form).getByLabelText('対応状況'), '成約');
    await user.click(within(form).getByRole('button', { name: '保存' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      '他の担当者がこのリードを更新しました。最新の内容を読み込んでから、もう一度保存してください。',
    );
    expect(within(form).getByLabelText('対応状況')).toHaveValue('won');
    expect(within(form).queryByText('保存しました。')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(within(alert).getByRole('button', { name: '最新の内容を読み込む' }));

    expect(await within(form).findByText('最新の内容を読み込みました。')).toBeInTheDocument();
    expect(getResponseMock).toHaveBeenCalledWith({ token: 't0ken', no: 7 });
    expect(onSaved).toHaveBeenCalledWith(fresh);
    expect(within(form).getByLabelText('対応状況')).toHaveValue('in_progress');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('他の担当者のメモ')).toBeInTheDocument();
  });

  test('when saving fails otherwise, then the form says so; a refused token signs out', async () => {
    const user = userEvent.setup();
    updateLeadMock.mockRejectedValueOnce(new ApiError('boom', 500, 'internal'));
    const { onSaved, onUnauthorized } = renderDialog();

    await user.selectOptions(screen.getByLabelText('対応状況'), '対象外');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('保存に失敗しました。');
    expect(onSaved).not.toHaveBeenCalled();

    updateLeadMock.mockRejectedValueOnce(new ApiError('expired', 401, 'unauthorized'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });
});

describe('ResponseDetailDialog notes', () => {
  test('when the lead has notes, then they are listed newest first with author and time, the note of before as 以前のメモ', async () => {
    getLeadNotesMock.mockResolvedValueOnce([
      note(3, 'sato', '来週訪問', '2026-11-23T01:00:00.000Z'),
      note(1, null, '旧メモ', '2026-10-01T00:00:00.000Z'),
    ]);

    renderDialog();

    const history = await screen.findByRole('list', { name: 'メモの履歴' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['sato・2026-11-23 10:00:00来週訪問', '以前のメモ・2026-10-01 09:00:00旧メモ']);
    expect(getLeadNotesMock).toHaveBeenCalledWith(expect.objectContaining({ token: 't0ken', no: 7 }));
  });

  test('when a note is added, then it is sent, appears first, the field empties and the row gets it as its latest note', async () => {
    const user = userEvent.setup();
    getLeadNotesMock.mockResolvedValueOnce([note(1, 'sato', '初回連絡')]);
    const added = note(2, 'suzuki', '見積り送付', '2026-11-24T00:00:00.000Z');
    addLeadNoteMock.mockResolvedValueOnce(added);
    const { onSaved } = renderDialog();
    const form = screen.getByRole('form', { name: 'メモを追加' });
    expect(within(form).getByRole('button', { name: 'メモを追加' })).toBeDisabled();

    await user.type(within(form).getByLabelText('メモ'), '見積り送付');
    await user.click(within(form).getByRole('button', { name: 'メモを追加' }));

    expect(addLeadNoteMock).toHaveBeenCalledWith({ token: 't0ken', no: 7, body: '見積り送付' });
    expect(await within(form).findByText('メモを追加しました。')).toBeInTheDocument();
    expect(within(form).getByLabelText('メモ')).toHaveValue('');
    const items = within(screen.getByRole('list', { name: 'メモの履歴' })).getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual(['見積り送付', '初回連絡']);
    expect(items[0]).toHaveTextContent(/^suzuki・/);
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ no: 7, leadNote: '見積り送付', leadUpdatedAt: '2026-11-24T00:00:00.000Z' }),
    );
  });

  test('when adding a note fails, then the form says so and keeps the text', async () => {
    const user = userEvent.setup();
    addLeadNoteMock.mockRejectedValueOnce(new ApiError('boom', 500, 'internal'));
    renderDialog();

    await user.type(screen.getByLabelText('メモ'), '折り返し待ち');
    await user.click(screen.getByRole('button', { name: 'メモを追加' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('メモの追加に失敗しました。');
    expect(screen.getByLabelText('メモ')).toHaveValue('折り返し待ち');
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
