import { describe, expect, test } from 'vitest';
import { measureThemeCoverage, type ThemeCoverageInput } from './theme-coverage';

const playbooks = [
  {
    id: 'paper_fax' as const,
    firstAction: '直近1か月分のFAXを取引先別に数えることをお勧めします。',
    phases: [['紙やFAXで受けている書類を一覧にします。'], [], []] as [string[], string[], string[]],
  },
  {
    id: 'dispatch' as const,
    firstAction: 'ベテランが配車を決める条件を聞き取り、配車ルール表にまとめることをお勧めします。',
    phases: [['配車の判断条件を聞き取ります。'], [], []] as [string[], string[], string[]],
  },
];

const input = (overrides: Partial<ThemeCoverageInput>): ThemeCoverageInput => ({
  id: 'persona',
  expectedThemes: ['dispatch'],
  recommendedAction: '',
  firstRoadmapAction: null,
  ...overrides,
});

describe('measureThemeCoverage', () => {
  test('when the recommended action is the expected playbook’s first action, then the report is covered', () => {
    const report = input({
      recommendedAction:
        'ベテランが配車を決める条件を聞き取り、配車ルール表にまとめることをお勧めします。3か月以内に…',
    });

    expect(measureThemeCoverage([report], playbooks)).toEqual({ covered: 1, total: 1, misses: [] });
  });

  test('when only the roadmap opens with the playbook’s first step, then the report is covered', () => {
    const report = input({
      recommendedAction: '「組織」から着手することをお勧めします。',
      firstRoadmapAction: '配車の判断条件を聞き取ります。',
    });

    expect(measureThemeCoverage([report], playbooks).covered).toBe(1);
  });

  test('when the report opens with another theme or a generic action, then it is a miss naming what was given', () => {
    const other = input({
      id: 'other',
      recommendedAction: '直近1か月分のFAXを取引先別に数えることをお勧めします。',
    });
    const generic = input({
      id: 'generic',
      recommendedAction: '「DX推進・戦略」から着手することをお勧めします。',
    });

    const coverage = measureThemeCoverage([other, generic], playbooks);

    expect(coverage).toEqual({
      covered: 0,
      total: 2,
      misses: [
        { id: 'other', expected: ['dispatch'], given: 'paper_fax' },
        { id: 'generic', expected: ['dispatch'], given: null },
      ],
    });
  });

  test('when the visitor named no theme, then the report is not counted', () => {
    expect(measureThemeCoverage([input({ expectedThemes: [] })], playbooks)).toEqual({
      covered: 0,
      total: 0,
      misses: [],
    });
  });
});
