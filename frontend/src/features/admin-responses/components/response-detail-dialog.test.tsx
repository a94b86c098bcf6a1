import type { AdminResponseRow } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
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

  test('when the dialog opens, then the phone number and the e-mail address are tel: and mailto: links', () => {
    render(<ResponseDetailDialog row={buildRow(null)} onClose={() => {}} renderReport={() => null} />);

    const dialog = screen.getByRole('dialog', { name: '回答詳細（No.7）' });
    expect(within(dialog).getByRole('link', { name: '03-1234-5678' })).toHaveAttribute(
      'href',
      'tel:0312345678',
    );
    expect(within(dialog).getByRole('link', { name: 'taro@example.com' })).toHaveAttribute(
      'href',
      'mailto:taro@example.com',
    );
    expect(dialog).toHaveTextContent('株式会社サンプル・山田太郎・2026-11-22 14:03:05');
  });

  test('when the response is a second diagnosis, then the dialog names the earlier one', () => {
    render(
      <ResponseDetailDialog
        row={{ ...buildRow(null), previousNo: 41 }}
        onClose={() => {}}
        renderReport={() => null}
      />,
    );

    expect(screen.getByText('2回目の診断（前回：No.41）')).toBeVisible();
  });

  test('when the contact data was erased, then the dialog offers no phone or e-mail link', () => {
    render(
      <ResponseDetailDialog
        row={{ ...buildRow(null), contactErasedAt: '2026-12-01T00:00:00.000Z' }}
        onClose={() => {}}
        renderReport={() => null}
      />,
    );

    expect(within(screen.getByRole('dialog')).queryByRole('link')).not.toBeInTheDocument();
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

  test('when the row carries answers, then questions, chosen options as the visitor saw them, E text and free text are shown', () => {
    const row: AdminResponseRow = {
      ...buildRow(JSON.stringify(buildDiagnosisResult())),
      industry: 'construction',
      companySize: '100_299',
      position: 'ceo',
      establishmentYear: 'gte51',
      level: 2,
      score: 31,
      writer: 'builtin',
      questionnaireVersion: '2026-11-v1',
      answers: {
        q1: 'B',
        q2: '人手不足で手が回らない',
        q3: 'A',
        q4: 'C',
        q5: 'D',
        q6: 'A',
        q7: 'B',
        q8: 'B',
        q9: 'A',
        q10: 'C',
      },
      freeText: { issue: '紙の伝票が多い', expectation: '', support: '補助金の相談' },
    };

    render(<ResponseDetailDialog row={row} onClose={() => {}} renderReport={() => <p>report</p>} />);

    const answers = screen.getByRole('region', { name: '回答内容' });
    // v1 wording of q1, not the current one.
    expect(answers).toHaveTextContent('B：一部の業務でITツールを導入し、ペーパーレス化を進めている');
    expect(answers).toHaveTextContent('E（その他）：人手不足で手が回らない');
    expect(answers).toHaveTextContent('紙の伝票が多い');
    expect(answers).toHaveTextContent('補助金の相談');
    expect(within(answers).getByText('建設業')).toBeInTheDocument();
    expect(within(answers).getByText('代表取締役・CEO')).toBeInTheDocument();
    expect(within(answers).getByText('定型')).toBeInTheDocument();
    expect(within(answers).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('report')).toBeInTheDocument();
  });

  test('when the dialog is open, then its body is a named, focusable scroll region', () => {
    render(
      <ResponseDetailDialog
        row={buildRow(JSON.stringify(buildDiagnosisResult()))}
        onClose={() => {}}
        renderReport={() => <p>report</p>}
      />,
    );

    const body = screen.getByRole('region', { name: '回答内容と診断結果' });
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body).toBe(screen.getByTestId('response-detail-body'));
  });
});
