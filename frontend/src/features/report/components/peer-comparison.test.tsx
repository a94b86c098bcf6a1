import type { StandingBand } from '@app/shared/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildFullScores } from '@/testing/result-factory';
import { PeerComparison } from './peer-comparison';

const withSource = (source: 'peers' | 'blended' | 'baseline', peerCount: number, band?: StandingBand) => {
  const scores = buildFullScores();
  return { ...scores, benchmark: { ...scores.benchmark, source, peerCount, ...(band ? { band } : {}) } };
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

  test('when the band is narrow enough, then its range is written in one direction', () => {
    render(<PeerComparison scores={withSource('baseline', 0, { label: '中位前後', low: 5, high: 55 })} />);

    expect(screen.getByText('推定される位置：下から5〜55%の間')).toBeInTheDocument();
    expect(screen.getByTestId('standing-band')).not.toHaveTextContent(/下位|上位/);
  });

  test('when the range is wider than the set width, then no position is stated and the text says what would narrow it', () => {
    render(<PeerComparison scores={withSource('baseline', 0, { label: '判定保留', low: 5, high: 80 })} />);

    const box = screen.getByTestId('standing-band');
    expect(box).toHaveTextContent('同業・同規模の中での位置：判定保留');
    expect(box).toHaveTextContent('推計の幅（下から5〜80%の間）が広く、まだ絞り込めません');
    expect(box).toHaveTextContent('同じ業種・規模の回答が集まると絞り込めます');
    expect(box).toHaveTextContent('成熟度レベル');
    expect(screen.queryByText(/同業・同規模の中では/)).not.toBeInTheDocument();
  });

  test('when the standing is withheld for answers to confirm, then it says so instead of a position', () => {
    render(<PeerComparison scores={withSource('baseline', 0, { label: '判定保留', low: 30, high: 60 })} />);

    expect(screen.getByTestId('standing-band')).toHaveTextContent('ご回答の確認後に判定します');
  });

  test('when the average is a public-statistics estimate, then it is not drawn as a bar but given as 推計', () => {
    render(<PeerComparison scores={withSource('baseline', 0)} />);

    expect(screen.getAllByRole('meter')).toHaveLength(1);
    expect(screen.getByTestId('modelled-average')).toHaveTextContent(
      '推計した同業・同規模の平均 約51点（推計',
    );
  });

  test('when the group blends own peers with public statistics, then the average bar is labelled 推計', () => {
    render(<PeerComparison scores={withSource('blended', 12)} />);

    expect(screen.getByRole('meter', { name: '比較対象の平均（推計）' })).toHaveAttribute(
      'aria-valuenow',
      '51',
    );
  });

  test('when the group holds own peers, then the average bar is the comparison group average', () => {
    render(<PeerComparison scores={withSource('peers', 40)} />);

    expect(screen.getByRole('meter', { name: '比較対象の平均' })).toBeInTheDocument();
  });
});
