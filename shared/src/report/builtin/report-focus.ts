import { dimensionLabels } from '../../assessment/scoring-rubric';
import { areaGuides } from '../content/area-guides';
import type { ReportFacts } from '../report-facts';

/**
 * What the whole report centres on: the theme the visitor's own words picked (its short name, since
 * it is named again and again), else the priority area. Sections name it so that their advice points
 * at the same first piece of work.
 */
export function focusOf(facts: ReportFacts): string {
  const theme = facts.leadTheme;
  return theme ? (theme.shortLabel ?? theme.label) : `「${dimensionLabels[facts.priority.area]}」`;
}

/** The indicator the first result is measured by, without its unit (「記録の転記にかかる時間」). */
export function focusMeasure(facts: ReportFacts): string {
  const kpi = facts.leadTheme?.kpis[0] ?? areaGuides[facts.priority.area].kpis[0]!;
  return kpi.replace(/（[^（）]*）$/u, '');
}

/** The first kind of tool the focus calls for, when a theme names one. */
export function focusTool(facts: ReportFacts): string | undefined {
  return facts.leadTheme?.toolCategories[0];
}
