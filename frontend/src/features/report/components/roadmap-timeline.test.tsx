import type { RoadmapPhase } from '@app/shared/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { RoadmapTimeline } from './roadmap-timeline';

const phase: RoadmapPhase = {
  period: '0〜3か月',
  title: 'シフト作成の効率化：現状を把握し、小さく試す',
  actions: ['シフトの決め方を書き出します。'],
  owner: '店長',
  kpis: ['シフト作成にかかる時間（時間／月）'],
  budget: '無料試用の範囲。',
  support: 'よろず支援拠点',
};

describe('RoadmapTimeline', () => {
  test('when a phase carries targets, then each KPI shows its baseline and 目安, with the 試算 and the budget source', () => {
    render(
      <RoadmapTimeline
        phases={[
          {
            ...phase,
            measures: [
              {
                kpi: 'シフト作成にかかる時間（時間／月）',
                baseline: '始める前の1か月、作業時間を記録します。',
                sixMonthGuide: '合計が現状値より減っていること。',
              },
            ],
            estimate: { kpi: 'シフト作成にかかる時間（時間／月）', text: '約12時間／月です。' },
            budgetGuide: {
              text: '通常枠は補助率1/2以内です。',
              source: 'デジタル化・AI導入補助金2026',
              url: 'https://it-shien.smrj.go.jp/',
              checkedOn: '2026-11-24',
            },
          },
        ]}
      />,
    );

    const roadmap = screen.getByTestId('roadmap');
    expect(within(roadmap).getByText('現状値：始める前の1か月、作業時間を記録します。')).toBeInTheDocument();
    expect(within(roadmap).getByText('6か月後の目安：合計が現状値より減っていること。')).toBeInTheDocument();
    expect(within(roadmap).getByText('試算').parentElement).toHaveTextContent('約12時間／月です。');
    expect(within(roadmap).getByRole('link', { name: 'デジタル化・AI導入補助金2026' })).toHaveAttribute(
      'href',
      'https://it-shien.smrj.go.jp/',
    );
  });

  test('when an old report has no targets, then its KPIs are listed as before', () => {
    render(<RoadmapTimeline phases={[phase]} />);

    expect(screen.getByText('シフト作成にかかる時間（時間／月）')).toBeInTheDocument();
    expect(screen.queryByText(/現状値：/)).not.toBeInTheDocument();
    expect(screen.queryByText('試算')).not.toBeInTheDocument();
  });
});
