import { maturityLevelText } from '../assessment/maturity-levels';
import { dimensionLabels } from '../assessment/scoring-rubric';
import type { DecisionBrief, RoadmapPhase } from '../contract/diagnosis-result';
import type { Position } from '../questionnaire/dropdown-options';
import { focusOf } from './builtin/report-focus';
import type { ReportFacts } from './report-facts';

/**
 * Positions that do not decide on the company's investments themselves: their report carries a
 * page to hand to the CEO (一般社員, 主任・リーダー, その他).
 */
export const briefedPositions: readonly Position[] = ['employee', 'leader', 'other'];

/** The brief's sentences (slots in braces), reviewed 2026-11-24. */
const briefText = {
  preparedBy: '{name} 様（{position}）',
  preparedByWithoutPosition: '{name} 様',
  decision: '「{title}」に{period}で着手し、推進を{owner}に任せることをご判断ください。',
} as const;

/** Positions whose label says nothing about the person (「その他」) and is left out. */
const unnamedPositions: readonly Position[] = ['other'];

const fill = (template: string, slots: Record<string, string>) =>
  template.replace(/\{(\w+)\}/gu, (slot, key: string) => slots[key] ?? slot);

/** A sentence as a clause inside another: without its closing 「。」. */
const clause = (text: string) => text.trim().replace(/。+$/u, '');

/**
 * The page for the CEO, for a respondent who is not the decision-maker: the level, the one issue
 * (the report's focus), the roadmap's first phase and the decision it asks for. Undefined for a
 * decision-maker, or without a roadmap to take the first step from.
 */
export function buildDecisionBrief(
  facts: ReportFacts,
  roadmap: readonly RoadmapPhase[] | undefined,
): DecisionBrief | undefined {
  const position = facts.position.code as Position;
  const first = roadmap?.[0];
  if (!briefedPositions.includes(position) || !first) return undefined;
  const name = facts.contactName.trim();
  return {
    companyName: facts.companyName,
    preparedBy:
      name === ''
        ? ''
        : fill(
            unnamedPositions.includes(position) ? briefText.preparedByWithoutPosition : briefText.preparedBy,
            { name, position: facts.position.label },
          ),
    level: maturityLevelText(facts.assessment.level),
    overall: facts.assessment.overall,
    issue: focusOf(facts),
    issueArea: dimensionLabels[facts.priority.area],
    firstStep: {
      period: first.period,
      title: first.title,
      action: first.actions[0]!,
      owner: first.owner,
      measure: first.kpis[0]!,
      budget: first.budget,
    },
    decision: fill(briefText.decision, {
      period: first.period,
      title: clause(first.title),
      owner: clause(first.owner),
    }),
  };
}
