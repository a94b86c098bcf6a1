import { dimensionLabels } from '../../assessment/scoring-rubric';
import type { DimensionKey } from '../../contract/diagnosis-result';
import { areaGuides } from '../content/area-guides';
import { themeArea, type ReportFacts } from '../report-facts';
import type { ReportNarrative } from '../report-narrative';
import { nextStepOf, stateOf } from './answer-text';
import { challengeText } from './executive-summary';
import { industryContextOf } from '../content/industry-context';
import { focusOf, themeEvidence } from './report-focus';
import { quote } from '../visitor-text';

/**
 * Issues by priority: the priority area and the visitor's own theme first, then the other areas below
 * the top rung and the laws or guidelines that apply. An area already at the top is never a shortfall.
 */
export function writeIssueAnalysis(facts: ReportFacts): ReportNarrative['issueAnalysis'] {
  const { assessment } = facts;
  const score = (key: DimensionKey) => assessment.dimensions[key];
  const question = (key: DimensionKey) => areaGuides[key].question as never;
  const theme0 = facts.leadTheme;
  // A shortfall says what it means here: for the visitor's own theme when it depends on the area,
  // else for the work the report centres on.
  const consequence = (key: DimensionKey) =>
    theme0 && themeArea[theme0.id] === key
      ? `${focusOf(facts)}も、この領域の底上げから始まります。`
      : areaGuides[key].shortfallEffect
          .replace('{focus}', focusOf(facts))
          .replace('{aiUseCase}', industryContextOf(facts.industry.code, facts.companyName).aiUseCase);
  const shortfall = (key: DimensionKey) =>
    // The state in a few words, then what it means for this company (the full reading is in the
    // detailed analysis).
    `${dimensionLabels[key]}（${score(key)}点）：${stateOf(facts, question(key))}のため、${consequence(key)}`;
  const growth = (key: DimensionKey) =>
    `${dimensionLabels[key]}（${score(key)}点）：${nextStepOf(facts, question(key))}`;
  const item = (key: DimensionKey) => (score(key) >= 67 ? growth(key) : shortfall(key));

  const others = assessment.ranked.filter((key) => key !== facts.priority.area && score(key) < 100);
  const theme = facts.themes.find(
    (candidate) => candidate.id !== 'subsidy' && candidate.id !== 'where_to_start',
  );
  // An area at the top rung is no issue; it is listed only when there is nothing else to say.
  const high = score(facts.priority.area) < 100 ? [item(facts.priority.area)] : [];
  // The diagnosis is stated once, in the key finding; here the issue is tied to the visitor's words.
  const ownWords = (id: typeof theme) => {
    const evidence = id ? themeEvidence(facts, id.id) : null;
    return evidence
      ? `ご記入の${quote(evidence, 50)}に表れている課題です。${id!.firstAction}`
      : id!.firstAction;
  };
  if (theme) high.push(`${theme.label}：${ownWords(theme)}`);
  const secondArea = others[0] !== undefined && score(others[0]) < 67 ? others[0] : undefined;
  if (secondArea) high.push(item(secondArea));
  if (high.length === 0) high.push(item(facts.priority.area));

  const medium = others
    .filter((key) => key !== secondArea)
    .filter((key) => score(key) < 67)
    .slice(0, 2)
    .map(item);
  const secondTheme = facts.themes.find(
    (candidate) => candidate !== theme && candidate.id !== 'subsidy' && candidate.id !== 'where_to_start',
  );
  if (secondTheme) medium.unshift(`${secondTheme.label}：${secondTheme.diagnosis}`);
  for (const topic of facts.topics.slice(0, 2)) medium.push(`${topic.label}：${topic.action}`);
  const challenge = challengeText(facts);
  if (medium.length === 0 && challenge) medium.push(`DX推進の課題：${challenge}`);
  if (medium.length === 0) medium.push(growth(assessment.ranked[assessment.ranked.length - 1]!));
  return { high: high.slice(0, 3), medium: medium.slice(0, 4) };
}
