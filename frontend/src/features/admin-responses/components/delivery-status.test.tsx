import type { DeliveryLogRow } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { buildDiagnosisResult } from '@/testing/result-factory';
import { getDeliveries } from '../api/get-deliveries';
import { ResponseDetailDialog } from './response-detail-dialog';

vi.mock('../api/get-deliveries', () => ({ getDeliveries: vi.fn() }));
const getDeliveriesMock = vi.mocked(getDeliveries);

function delivery(overrides: Partial<DeliveryLogRow>): DeliveryLogRow {
  return {
    id: crypto.randomUUID(),
    no: 7,
    kind: 'visitor_report_email',
    event: null,
    target: null,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-22T05:03:10.000Z',
    lastAttemptAt: '2026-11-22T05:03:11.000Z',
    sentAt: '2026-11-22T05:03:11.000Z',
    ...overrides,
  };
}

function renderDialog(token?: string) {
  render(
    <ResponseDetailDialog
      row={{
        no: 7,
        timestamp: '2026-11-22T05:03:05.000Z',
        companyName: '株式会社サンプル',
        name: '山田太郎',
        email: 'taro@example.com',
        phone: '03-1234-5678',
        diagnosisResult: JSON.stringify(buildDiagnosisResult()),
      }}
      onClose={() => {}}
      renderReport={() => <p>report</p>}
      token={token}
    />,
  );
}

beforeEach(() => {
  getDeliveriesMock.mockReset();
});

describe('delivery status in the response dialog', () => {
  test('when the dialog opens, then each e-mail and webhook of the response is listed with its status', async () => {
    getDeliveriesMock.mockResolvedValue({
      total: 3,
      rows: [
        delivery({}),
        delivery({
          kind: 'lead_email',
          status: 'pending',
          attempts: 2,
          lastError: 'smtp_temporary_451',
          sentAt: null,
        }),
        delivery({
          kind: 'lead_webhook',
          event: 'lead.created',
          target: 'https://crm.example.com',
          status: 'failed',
          attempts: 8,
          lastError: 'webhook_http_500',
          sentAt: null,
        }),
        delivery({ kind: 'lead_webhook', event: 'lead.updated', target: 'https://crm.example.com' }),
      ],
    });

    renderDialog('t0ken');

    const section = await screen.findByRole('region', { name: 'メール・Webhookの送信状況' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '送信済み回答者へのレポートメール試行1回・送信 2026-11-22 14:03:11',
      '送信待ち新規リード通知メール試行2回・最終試行 2026-11-22 14:03:11・理由: smtp_temporary_451',
      '送信失敗新規リード通知Webhook（https://crm.example.com）試行8回・最終試行 2026-11-22 14:03:11・理由: webhook_http_500',
      '送信済みリード更新通知Webhook（https://crm.example.com）試行1回・送信 2026-11-22 14:03:11',
    ]);
    expect(getDeliveriesMock).toHaveBeenCalledWith(expect.objectContaining({ token: 't0ken', no: 7 }));
    // The SPEC dialog is unchanged around it.
    expect(screen.getByRole('dialog', { name: '回答詳細（No.7）' })).toBeInTheDocument();
    expect(screen.getByText('report')).toBeInTheDocument();
  });

  test('when the response has no deliveries, then a short line says so', async () => {
    getDeliveriesMock.mockResolvedValueOnce({ rows: [], total: 0 });
    renderDialog('t0ken');
    expect(await screen.findByText('送信対象のメール・Webhookはありません。')).toBeInTheDocument();
  });

  test('when the log request fails, then the failure is shown without breaking the dialog', async () => {
    getDeliveriesMock.mockRejectedValueOnce(new ApiError('boom', 500));
    renderDialog('t0ken');
    expect(await screen.findByText('送信状況を取得できませんでした。')).toBeInTheDocument();
    expect(screen.getByText('report')).toBeInTheDocument();
  });

  test('when no token is given, then no delivery log is requested', () => {
    renderDialog();
    expect(getDeliveriesMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'メール・Webhookの送信状況' })).not.toBeInTheDocument();
  });
});
