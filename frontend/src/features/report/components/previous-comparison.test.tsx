import type { ReportComparison } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildDiagnosisResult, buildScores } from '@/testing/result-factory';
import { ReportView } from './report-view';

// The current scores of buildScores(): level 3, overall 58, strategy 62 … investment 70.
const comparison: ReportComparison = {
  previous: { diagnosedAt: '2026-05-20T03:00:00.000Z', level: 2, levelName: 'デジタル化初期', overall: 41 },
  levelChange: 1,
  overallChange: 17,
  dimensions: [
    { key: 'strategy', previous: 50, current: 62, change: 12 },
    { key: 'organization', previous: 51, current: 48, change: -3 },
    { key: 'technology', previous: 55, current: 55, change: 0 },
    { key: 'aiAdoption', previous: 20, current: 40, change: 20 },
    { key: 'investment', previous: 60, current: 70, change: 10 },
  ],
  previousKpis: [
    {
      period: '0〜3か月',
      phaseTitle: '受発注の電子化',
      kpi: 'FAX受注の件数（件／月）',
      baseline: '始める前の1か月、FAXで受けた注文を数えます。',
      sixMonthGuide: '現状値の半分以下。',
    },
    { period: '3〜6か月', phaseTitle: '社内への展開', kpi: '入力ミスによる再発送（件／月）' },
  ],
};

describe('PreviousComparison in the report', () => {
  test('when a result carries a comparison, then the earlier level is shown beside the new one and each area is a table row with its change in words', () => {
    render(<ReportView result={buildDiagnosisResult({ scores: buildScores(), comparison })} />);

    expect(screen.getByTestId('previous-level')).toHaveTextContent('前回 レベル2（2026年5月20日）');
    expect(screen.getByTestId('previous-level')).toHaveTextContent('前回から +1段階（上昇）');
    const section = screen.getByRole('region', { name: '前回の診断との比較' });
    expect(within(section).getByText('レベル2：デジタル化初期')).toBeInTheDocument();
    expect(within(section).getByText('レベル3：推進期')).toBeInTheDocument();
    expect(within(section).getByText('総合スコア +17点（上昇）')).toBeInTheDocument();

    const table = within(section).getByRole('table', { name: '領域ごとの変化' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['領域', '前回', '今回', '変化']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'DX推進・戦略',
      '組織・推進体制',
      '技術・スキル',
      'AI活用',
      '投資姿勢',
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50', '62', '+12点（上昇）']);
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('−3点（低下）');
    expect(within(rows[2]!).getAllByRole('cell').at(-1)).toHaveTextContent('±0点（変化なし）');
  });

  test('when the earlier roadmap named KPIs, then they are listed under their own heading with how to measure them', () => {
    render(<ReportView result={buildDiagnosisResult({ scores: buildScores(), comparison })} />);

    const section = screen.getByRole('region', { name: '前回の診断との比較' });
    expect(
      within(section).getByRole('heading', { level: 3, name: '前回のロードマップで測ることにした指標' }),
    ).toBeInTheDocument();
    const phases = within(section)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement?.tagName !== 'LI');
    expect(phases).toHaveLength(2);
    expect(phases[0]).toHaveTextContent('0〜3か月：受発注の電子化');
    expect(phases[0]).toHaveTextContent('FAX受注の件数（件／月）');
    expect(phases[0]).toHaveTextContent('現状値：始める前の1か月、FAXで受けた注文を数えます。');
    expect(phases[0]).toHaveTextContent('6か月後の目安：現状値の半分以下。');
    expect(phases[1]).toHaveTextContent('3〜6か月：社内への展開');
    expect(phases[1]).toHaveTextContent('入力ミスによる再発送（件／月）');
    expect(phases[1]).not.toHaveTextContent('現状値');
  });

  test('when a result is a first diagnosis, then there is no comparison section and no earlier level', () => {
    render(<ReportView result={buildDiagnosisResult({ scores: buildScores() })} />);

    expect(screen.queryByRole('region', { name: '前回の診断との比較' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('previous-level')).not.toBeInTheDocument();
  });

  test('when the comparison is shown, then it is listed first in the report contents', () => {
    render(<ReportView result={buildDiagnosisResult({ scores: buildScores(), comparison })} />);

    const contents = screen.getByRole('navigation');
    expect(within(contents).getAllByRole('link')[0]).toHaveTextContent('前回の診断との比較');
  });
});
