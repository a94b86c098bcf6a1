import { detailedAnalysisKeys, type DiagnosisResult } from '@app/shared/contract';

/** One narrative field of a report: where it sits (e.g. `detailedAnalysis.overall`) and its text. */
export interface ReportField {
  path: string;
  text: string;
}

/** A report as the checks read it: the narrative fields in report order, plus the names it may contain. */
export interface ReportText {
  id: string;
  fields: ReportField[];
  /** Proper names filled into the text (company, contact): masked when sentences are compared. */
  names: string[];
}

/**
 * The narrative fields of a result in report order. Left out: the level label and scores (numbers
 * and labels, not prose), the support programmes (quoted from a dated table), roadmap periods and
 * KPI labels, and the provider's contact lines (configuration).
 */
export function narrativeFields(result: DiagnosisResult): ReportField[] {
  const fields: ReportField[] = [];
  const add = (path: string, text: string | undefined) => {
    if (text) fields.push({ path, text });
  };
  const summary = result.executiveSummary;
  add('executiveSummary.position', summary.position);
  add('executiveSummary.priorityIssue', summary.priorityIssue);
  add('executiveSummary.strength', summary.strength);
  add('executiveSummary.keyFinding', summary.keyFinding);
  add('executiveSummary.recommendedAction', summary.recommendedAction);
  add('companyProfile.details', result.companyProfile.details);
  result.issueAnalysis.high.forEach((text, index) => add(`issueAnalysis.high[${index}]`, text));
  result.issueAnalysis.medium.forEach((text, index) => add(`issueAnalysis.medium[${index}]`, text));
  add('benchmark.comparison', result.benchmark.comparison);
  add('benchmark.areaToStrengthen', result.benchmark.areaToStrengthen);
  for (const key of detailedAnalysisKeys) add(`detailedAnalysis.${key}`, result.detailedAnalysis[key]);
  (result.roadmap ?? []).forEach((phase, index) => {
    add(`roadmap[${index}].title`, phase.title);
    phase.actions.forEach((action, actionIndex) => add(`roadmap[${index}].actions[${actionIndex}]`, action));
    add(`roadmap[${index}].owner`, phase.owner);
    add(`roadmap[${index}].budget`, phase.budget);
    add(`roadmap[${index}].support`, phase.support);
  });
  (result.pointsToConfirm ?? []).forEach((text, index) => add(`pointsToConfirm[${index}]`, text));
  if (result.callToAction) {
    add('callToAction.offer', result.callToAction.offer);
    result.callToAction.questions.forEach((text, index) => add(`callToAction.questions[${index}]`, text));
  }
  return fields;
}

/** The checks' view of one report. */
export function reportTextOf(id: string, result: DiagnosisResult): ReportText {
  return {
    id,
    fields: narrativeFields(result),
    names: [result.companyProfile.companyName, result.companyProfile.contactPerson].filter(Boolean),
  };
}
