import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildFullScores } from '@/testing/result-factory';
import { PeerComparison } from './peer-comparison';

const withSource = (source: 'peers' | 'blended' | 'baseline', peerCount: number) => {
  const scores = buildFullScores();
  return { ...scores, benchmark: { ...scores.benchmark, source, peerCount } };
};

describe('PeerComparison', () => {
  test.each([
    ['peers', 40, '本診断を受けた同業・同規模40社との比較'],
    ['blended', 12, '本診断の同業・同規模12社と公開統計を組み合わせた推計'],
    ['baseline', 0, '公開統計からの参考推計'],
  ] as const)('when the group comes from %s, then the source line says so', (source, peerCount, line) => {
    render(<PeerComparison scores={withSource(source, peerCount)} />);

    expect(screen.getByText(new RegExp(line))).toBeInTheDocument();
    expect(screen.getByText('同業・同規模の中では中位程度')).toBeInTheDocument();
  });

  test('when the average is a public-statistics estimate, then its bar is labelled as such', () => {
    render(<PeerComparison scores={withSource('baseline', 0)} />);

    expect(screen.getByRole('meter', { name: '公開統計から推計した平均（参考）' })).toHaveAttribute(
      'aria-valuenow',
      '51',
    );
    expect(screen.queryByRole('meter', { name: '比較対象の平均' })).not.toBeInTheDocument();
  });

  test('when the group holds own peers, then the average bar is the comparison group average', () => {
    render(<PeerComparison scores={withSource('peers', 40)} />);

    expect(screen.getByRole('meter', { name: '比較対象の平均' })).toBeInTheDocument();
  });
});
