import type { Playbook } from '../../../shared/src/report/content/playbook';
import type { ThemeId } from '../../../shared/src/report/content/theme-ids';

/** What theme coverage reads of one report. */
export interface ThemeCoverageInput {
  id: string;
  /** Themes the visitor's own words name; reports without any are not counted. */
  expectedThemes: readonly ThemeId[];
  recommendedAction: string;
  /** roadmap[0].actions[0], when the report has a roadmap. */
  firstRoadmapAction: string | null;
}

export interface ThemeCoverageMiss {
  id: string;
  expected: readonly ThemeId[];
  /** The playbook whose first action the report gave instead (null: none, a generic action). */
  given: ThemeId | null;
}

export interface ThemeCoverage {
  covered: number;
  total: number;
  misses: ThemeCoverageMiss[];
}

type PlaybookSteps = Pick<Playbook, 'id' | 'firstAction' | 'phases'>;

const withoutHonorific = (text: string) => text.replace(/\{貴社\}|貴社|貴院|貴法人/g, '');

/** Whether the report opens with this playbook: its first action recommended, or its first phase first. */
function opensWith(report: ThemeCoverageInput, playbook: PlaybookSteps): boolean {
  const action = withoutHonorific(report.recommendedAction);
  return (
    action.includes(withoutHonorific(playbook.firstAction)) ||
    (report.firstRoadmapAction !== null &&
      withoutHonorific(report.firstRoadmapAction) === withoutHonorific(playbook.phases[0][0] ?? ''))
  );
}

/**
 * How many reports whose visitor named a theme give that theme's first action: the executive summary's
 * recommended action contains the playbook's `firstAction` for one of the expected themes, or the
 * roadmap's first action is that playbook's first step. Target: every one (100 %).
 */
export function measureThemeCoverage(
  reports: readonly ThemeCoverageInput[],
  playbooks: readonly PlaybookSteps[],
): ThemeCoverage {
  const counted = reports.filter((report) => report.expectedThemes.length > 0);
  const misses: ThemeCoverageMiss[] = [];
  for (const report of counted) {
    const expected = playbooks.filter((playbook) => report.expectedThemes.includes(playbook.id));
    if (expected.some((playbook) => opensWith(report, playbook))) continue;
    misses.push({
      id: report.id,
      expected: report.expectedThemes,
      given: playbooks.find((playbook) => opensWith(report, playbook))?.id ?? null,
    });
  }
  return { covered: counted.length - misses.length, total: counted.length, misses };
}
