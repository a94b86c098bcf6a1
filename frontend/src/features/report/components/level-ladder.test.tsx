import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LevelLadder } from './level-ladder';

describe('LevelLadder', () => {
  test('when the company is at level 2, then all five levels are listed and level 2 is current', () => {
    render(
      <LevelLadder
        level={2}
        nextLevel={{ level: 3, name: '業務デジタル化・データ活用', scoreGap: 4.2, missing: ['データを使う'] }}
      />,
    );

    const steps = within(screen.getByRole('list', { name: '成熟度レベル（5段階）' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'レベル1未着手・アナログ中心',
      'レベル2デジタル化初期現在',
      'レベル3業務デジタル化・データ活用',
      'レベル4全社DX推進',
      'レベル5AI・データ駆動型経営',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('総合スコアをあと5点')).toBeInTheDocument();
  });

  test('when only gates are missing, then no score gap is shown', () => {
    render(
      <LevelLadder
        level={3}
        nextLevel={{ level: 4, name: '全社DX推進', scoreGap: 0, missing: ['予算の確保'] }}
      />,
    );

    expect(screen.getByText('予算の確保')).toBeInTheDocument();
    expect(screen.queryByText(/総合スコアをあと/)).not.toBeInTheDocument();
  });

  test('when the company is at level 5, then it is told that the top level is reached', () => {
    render(<LevelLadder level={5} nextLevel={null} />);

    expect(screen.getByText(/最上位のレベル5に到達しています/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /次のレベル/ })).not.toBeInTheDocument();
  });
});
