import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildFullScores } from '@/testing/result-factory';
import { ScoreOverview } from './score-overview';

describe('ScoreOverview dimension tiles', () => {
  test('when the benchmark is modelled, then each tile shows the score, the average marked 推計 and the label', () => {
    render(<ScoreOverview scores={buildFullScores()} />);

    const tile = screen.getByTestId('dimension-tile-aiAdoption');
    expect(tile).toHaveTextContent('AI活用');
    expect(tile).toHaveTextContent('同業平均（推計） 45');
    expect(tile).toHaveTextContent('下位');
  });

  test('when a tile band is too wide to be a finding, then the tile says 判定保留 instead of its label', () => {
    const scores = buildFullScores();
    const bands = {
      ...scores.benchmark.dimensionBands!,
      technology: { label: '中位程度', low: 10, high: 80 },
    };
    render(
      <ScoreOverview scores={{ ...scores, benchmark: { ...scores.benchmark, dimensionBands: bands } }} />,
    );

    const tile = screen.getByTestId('dimension-tile-technology');
    expect(tile).toHaveTextContent('判定保留');
    expect(tile).not.toHaveTextContent('中位程度');
  });

  test('when the comparison is own peers only, then the average is not marked 推計', () => {
    const scores = buildFullScores();
    render(<ScoreOverview scores={{ ...scores, benchmark: { ...scores.benchmark, source: 'peers' } }} />);

    expect(screen.getByTestId('dimension-tile-strategy')).toHaveTextContent('同業平均 55');
    expect(screen.getByTestId('radar-average')).toBeInTheDocument();
  });

  test('when the averages come from public statistics alone, then the radar does not draw them as if measured', () => {
    const scores = buildFullScores();
    render(<ScoreOverview scores={{ ...scores, benchmark: { ...scores.benchmark, source: 'baseline' } }} />);

    expect(screen.queryByTestId('radar-average')).not.toBeInTheDocument();
    expect(screen.getByTestId('dimension-tile-strategy')).toHaveTextContent('同業平均（推計） 55');
  });
});
