import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { getDeliveries } from '../api/get-deliveries';
import { getLeadNotes } from '../api/get-lead-notes';
import { getOperators } from '../api/get-operators';
import { updateLead } from '../api/update-lead';
import { ResponseDetailDialog } from './response-detail-dialog';

vi.mock('../api/update-lead', () => ({ updateLead: vi.fn() }));
vi.mock('../api/get-deliveries', () => ({ getDeliveries: vi.fn() }));
vi.mock('../api/get-lead-notes', () => ({ getLeadNotes: vi.fn() }));
vi.mock('../api/get-operators', () => ({ getOperators: vi.fn() }));
const updateLeadMock = vi.mocked(updateLead);

const sato = { id: '11111111-1111-4111-8111-111111111111', username: 'sato' };
const suzuki = { id: '22222222-2222-4222-8222-222222222222', username: 'suzuki' };

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
    leadVersion: 3,
    contactErasedAt: null,
    source: { utmSource: 'newsletter', utmCampaign: '秋の診断', referrerHost: 'mail.example.jp' },
    fitScore: 83,
    fitReasons: [
      { factor: 'urgency', points: 25, max: 25, reason: '今すぐ取り組む必要を感じている' },
      { factor: 'consultation', points: 20, max: 20, reason: '自由記述に「相談」とあり、相談を希望' },
    ],
    owner: sato,
    ...overrides,
  };
}

function renderDialog(row = buildRow()) {
  const onSaved = vi.fn();
  render(
    <ResponseDetailDialog
      row={row}
      onClose={() => {}}
      renderReport={() => null}
      token="t0ken"
      onSaved={onSaved}
      onDeleted={vi.fn()}
    />,
  );
  return onSaved;
}

beforeEach(() => {
  vi.mocked(getDeliveries).mockResolvedValue({ rows: [], total: 0 } as never);
  vi.mocked(getLeadNotes).mockResolvedValue([]);
  vi.mocked(getOperators).mockResolvedValue([sato, suzuki]);
  updateLeadMock.mockReset();
});

describe('ResponseDetailDialog: fit score, source and owner', () => {
  test('when a lead has a fit score and a source, then the dialog shows the score, each reason and the UTM values', () => {
    renderDialog();

    const insights = screen.getByRole('region', { name: '適合度と流入元' });
    expect(within(insights).getByText('83')).toBeInTheDocument();
    expect(within(insights).getByText('今すぐ取り組む必要を感じている')).toBeInTheDocument();
    expect(within(insights).getByText('25/25')).toBeInTheDocument();
    expect(within(insights).getByText('newsletter')).toBeInTheDocument();
    expect(within(insights).getByText('mail.example.jp')).toBeInTheDocument();
  });

  test('when a lead has neither, then the dialog says so instead of showing blanks', () => {
    renderDialog(buildRow({ source: null, fitScore: null, fitReasons: null }));

    const insights = screen.getByRole('region', { name: '適合度と流入元' });
    expect(within(insights).getByText(/不明/)).toBeInTheDocument();
    expect(within(insights).getByText(/適合度がありません/)).toBeInTheDocument();
  });

  test('when another operator is chosen as owner and saved, then only the owner is sent with the version seen', async () => {
    const user = userEvent.setup();
    updateLeadMock.mockResolvedValue(buildRow({ owner: suzuki, leadVersion: 4 }));
    const onSaved = renderDialog();
    const select = screen.getByLabelText('担当者');
    await screen.findByRole('option', { name: 'suzuki' });

    await user.selectOptions(select, suzuki.id);
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(updateLeadMock).toHaveBeenCalledWith({
      token: 't0ken',
      no: 7,
      change: { version: 3, owner: suzuki.id },
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ owner: suzuki }));
  });

  test('when the owner is cleared, then null is sent', async () => {
    const user = userEvent.setup();
    updateLeadMock.mockResolvedValue(buildRow({ owner: null, leadVersion: 4 }));
    renderDialog();

    await user.selectOptions(screen.getByLabelText('担当者'), '担当なし');
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(updateLeadMock).toHaveBeenCalledWith(
      expect.objectContaining({ change: { version: 3, owner: null } }),
    );
  });
});
