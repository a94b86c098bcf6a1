import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { buildDiagnosisResult } from '@/testing/result-factory';
import { ResponseDetailDialog } from './response-detail-dialog';

function buildRow(diagnosisResult: string | null): AdminResponseRow {
  return {
    no: 7,
    timestamp: '2026-11-22T05:03:05.000Z',
    companyName: '株式会社サンプル',
    name: '山田太郎',
    email: 'taro@example.com',
    phone: '03-1234-5678',
    diagnosisResult,
  };
}

describe('ResponseDetailDialog', () => {
  test('when the row holds a result, then the report renderer gets the parsed result without any call', () => {
    const result = buildDiagnosisResult();
    const renderReport = vi.fn(() => <p>report of {result.companyProfile.companyName}</p>);

    render(
      <ResponseDetailDialog
        row={buildRow(JSON.stringify(result))}
        onClose={() => {}}
        renderReport={renderReport}
      />,
    );

    expect(screen.getByRole('dialog', { name: '回答詳細（No.7）' })).toBeInTheDocument();
    expect(screen.getByText(`report of ${result.companyProfile.companyName}`)).toBeInTheDocument();
    expect(renderReport).toHaveBeenCalledWith(result);
    expect(screen.getByText(/2026-11-22 14:03:05/)).toBeInTheDocument();
  });

  test('when the row has no result, then SPEC says so and nothing is rendered', () => {
    const renderReport = vi.fn();

    render(<ResponseDetailDialog row={buildRow(null)} onClose={() => {}} renderReport={renderReport} />);

    expect(screen.getByText('この回答には診断結果がありません。')).toBeInTheDocument();
    expect(renderReport).not.toHaveBeenCalled();
  });

  test('when the stored result cannot be parsed, then the format message is shown', () => {
    render(<ResponseDetailDialog row={buildRow('{"broken":')} onClose={() => {}} renderReport={vi.fn()} />);

    expect(screen.getByRole('alert')).toHaveTextContent('診断結果のデータ形式が正しくありません。');
  });

  test('when rendering the report throws, then the dialog shows the load failure message', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }

    render(
      <ResponseDetailDialog
        row={buildRow(JSON.stringify(buildDiagnosisResult()))}
        onClose={() => {}}
        renderReport={() => <Broken />}
      />,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('診断結果を読み込めませんでした。');
    consoleError.mockRestore();
  });

  test('when no row is selected, then no dialog is open', () => {
    render(<ResponseDetailDialog row={null} onClose={() => {}} renderReport={vi.fn()} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
