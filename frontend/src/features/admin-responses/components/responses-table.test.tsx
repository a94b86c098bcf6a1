import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  test("when one of a lead's e-mails or webhooks was given up, then its row carries a 配信失敗 badge; other rows do not", () => {
    render(
      <ResponsesTable
        busy={false}
        onOpen={vi.fn()}
        rows={[row({ no: 2, deliveryFailed: true }), row({ no: 1, deliveryFailed: false })]}
      />,
    );

    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('配信失敗')).toHaveAttribute(
      'title',
      expect.stringContaining('配信の失敗'),
    );
    expect(rows[2]).not.toHaveTextContent('配信失敗');
  });

  test('when rows carry lead fields, then segment, level and score show compactly; position and writer are left to the dialog', () => {
    render(
      <ResponsesTable
        busy={false}
        onOpen={vi.fn()}
        rows={[
          row({
            no: 4,
            level: 3,
            score: 55.25,
            industry: 'manufacturing',
            companySize: '30_99',
            position: 'department_head',
            writer: 'llm',
          }),
          row({
            no: 3,
            level: null,
            score: null,
            industry: 'hospitality_entertainment_services',
            companySize: 'lt10',
            writer: 'fallback',
          }),
          row({ no: 2, writer: 'builtin' }),
        ]}
      />,
    );

    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.map((header) => header?.replace(/[▲▼↕]/g, ''))).toEqual([
      'No',
      '日時',
      '対応状況',
      '会社名',
      '氏名',
      '連絡先',
      '業種・規模',
      'レベル',
      'スコア',
      '適合度',
    ]);
    const [, first, second, third] = screen.getAllByRole('row');
    const cells = (tableRow: HTMLElement) =>
      within(tableRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first!).slice(6)).toEqual(['製造業・30〜99名', '3', '55.3', '—']);
    expect(within(first!).getByText('製造業・30〜99名')).toHaveAttribute('title', '製造業・30〜99名');
    expect(first).not.toHaveTextContent('部長・事業部長');
    expect(first).not.toHaveTextContent('AI');
    // The industry's examples go to the tooltip, so the segment stays on one line.
    expect(cells(second!).slice(6)).toEqual(['サービス業・10名未満', '—', '—', '—']);
    expect(within(second!).getByText('サービス業・10名未満')).toHaveAttribute(
      'title',
      'サービス業（飲食・宿泊・娯楽）・10名未満',
    );
    expect(cells(third!)[6]).toBe('—');
  });

  test('when a row is shown, then its phone and e-mail are links that dial and write, inside the row', () => {
    render(<ResponsesTable busy={false} onOpen={vi.fn()} rows={[row({ no: 5, phone: '090-1234-5678' })]} />);

    const tableRow = screen.getByRole('row', { name: 'No.5 株式会社テスト の詳細を開く' });
    expect(within(tableRow).getByRole('link', { name: '090-1234-5678' })).toHaveAttribute(
      'href',
      'tel:09012345678',
    );
    expect(within(tableRow).getByRole('link', { name: 'メール taro@example.co.jp' })).toHaveAttribute(
      'href',
      'mailto:taro@example.co.jp',
    );
    expect(tableRow).toHaveAttribute('tabindex', '0');
  });

  test('when sorting is offered, then sortable headers are buttons and only the sorted column has aria-sort', async () => {
    const user = userEvent.setup();
    const onSort = vi.fn();
    render(
      <ResponsesTable
        busy={false}
        onOpen={vi.fn()}
        rows={[row({ no: 1 })]}
        sort={{ key: 'score', order: 'asc' }}
        onSort={onSort}
      />,
    );

    const scoreHeader = screen.getByRole('columnheader', { name: /スコア/ });
    expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /No/ })).not.toHaveAttribute('aria-sort');
    for (const name of ['No', '日時', 'レベル', 'スコア']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: '業種' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'レベル' }));
    await user.keyboard('{Tab}{Enter}');

    expect(onSort.mock.calls).toEqual([['level'], ['score']]);
  });
});
