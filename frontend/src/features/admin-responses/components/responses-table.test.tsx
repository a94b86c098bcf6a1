import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ResponsesTable } from './responses-table';

function row(overrides: Partial<AdminResponseRow>): AdminResponseRow {
  return {
    no: 1,
    timestamp: '2026-11-23T01:00:00.000Z',
    companyName: '株式会社テスト',
    name: '山田 太郎',
    email: 'taro@example.co.jp',
    phone: '03-1234-5678',
    diagnosisResult: null,
    ...overrides,
  };
}

describe('ResponsesTable', () => {
  test('when a report is not written, then its row says whether it waits or failed and how often it was retried', () => {
    render(
      <ResponsesTable
        busy={false}
        onOpen={vi.fn()}
        rows={[
          row({ no: 3, status: 'failed', requeueCount: 5 }),
          row({ no: 2, status: 'pending', requeueCount: 0 }),
          row({ no: 1, status: 'completed', requeueCount: 0, diagnosisResult: '{}' }),
        ]}
      />,
    );

    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('レポート作成失敗（再実行5回）');
    expect(rows[2]).toHaveTextContent('レポート作成待ち');
    expect(rows[3]).not.toHaveTextContent('レポート作成');
  });
});
