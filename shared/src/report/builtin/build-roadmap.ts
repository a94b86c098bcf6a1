import { dimensionLabels } from '../../assessment/scoring-rubric';
import type { DimensionKey, RoadmapPhase } from '../../contract/diagnosis-result';
import { areaGuides } from '../content/area-guides';
import { aiTrialFromExpectation, roadmapBudgets, roadmapOwners, roadmapPace } from '../content/roadmap-rules';
import { sizeClassOf, type ReportFacts } from '../report-facts';
import { focusOf, focusTool } from './report-focus';
import type { SupportReference } from '../../contract/diagnosis-result';
import { answerOf, asAction, ladderLetter, nextStepOf } from './answer-text';

/**
 * The three-phase roadmap (0–3, 3–6, 6–12 months): led by the playbook the visitor's own words
 * picked, else by the priority area; owners scaled to size, budgets to q9, pace to q10.
 */
export function buildRoadmap(facts: ReportFacts, support: readonly SupportReference[]): RoadmapPhase[] {
  const { assessment } = facts;
  const size = sizeClassOf(facts.companySize.code);
  const owners = roadmapOwners(size, facts.industry.code, facts.companyName);
  const focus = focusOf(facts);
  const tool = focusTool(facts);
  const budgets = roadmapBudgets[ladderLetter(answerOf(facts, 'q9'))].map((budget) =>
    budget.replaceAll('{tool}', tool ?? 'クラウドサービス').replaceAll('{focus}', focus),
  );
  const pace = roadmapPace[assessment.urgency];
  const theme = facts.leadTheme;
  const priority = areaGuides[facts.priority.area];
  const second = assessment.ranked.find((key) => key !== facts.priority.area)!;
  // A micro firm's organisation step is advice (no officer needed); as an action it is the owner's check.
  // A company not yet using AI that wrote what it expects of AI starts with that, not a generic trial.
  const stepFor = (area: DimensionKey) =>
    area === 'organization' && size === 'micro'
      ? `代表者ご自身が、${focus}の進み具合を月に一度、指標の数字で確かめます。`
      : area === 'aiAdoption' && facts.freeText.expectation !== '' && answerOf(facts, 'q6').letter === 'A'
        ? aiTrialFromExpectation
        : asAction(nextStepOf(facts, areaGuides[area].question as never));
  const priorityStep = stepFor(facts.priority.area);
  const secondStep = stepFor(second);

  const consultation = support.find((entry) => /よろず|商工/.test(entry.name));
  const subsidy = support.find((entry) => /補助金/.test(entry.name));
  // Large firms fall outside most public SME programmes; they lean on their own staff and specialists.
  const noProgramme =
    size === 'large'
      ? [
          '社内の推進部署と、必要な領域に限った外部の専門家',
          '社内の推進部署で、測った数字をもとに改善の進め方を検討',
          '社内の推進部署で、ほかの部署に広げる計画を立案',
        ]
      : [
          '取引のあるITベンダーや地域の支援機関への相談',
          '取引のあるITベンダーや地域の支援機関に、測った数字をもとに改善の進め方を相談',
          '取引のあるITベンダーや地域の支援機関に、ほかの業務に広げる計画を相談',
        ];
  const programme = (entry: SupportReference) => entry.name.replace(/（.*?）/g, '');
  // What each programme is for in this phase, so the line says why it is there.
  const supportText = (entry: SupportReference | undefined, phase: 0 | 1 | 2) => {
    if (!entry) return noProgramme[phase]!;
    // A consultation desk serves every phase; each phase brings it a different question.
    if (!/補助金/.test(entry.name))
      return [
        `${programme(entry)}で${focus}の進め方を相談`,
        `${programme(entry)}で、測った数字をもとに改善の進め方を相談`,
        `${programme(entry)}で、ほかの業務に広げる計画を相談`,
      ][phase]!.concat('（「活用できる公的支援」参照）');
    return phase === 1
      ? `${programme(entry)}：${tool ?? 'ツール'}の導入費用が対象になりうるかを確認（「活用できる公的支援」参照）`
      : `${programme(entry)}：次の公募に合わせて${focus}の導入計画を準備（「活用できる公的支援」参照）`;
  };

  const nextLevel = assessment.nextLevel;
  const levelGoal = nextLevel
    ? nextLevel.missing.length > 0
      ? `${focus}で得た成果と進め方をほかの業務にも広げ、レベル${nextLevel.level}「${nextLevel.name}」の条件である「${nextLevel.missing[0]!.text}」状態を目指します。`
      : `${focus}の成果を数字で示し、レベル${nextLevel.level}「${nextLevel.name}」に向けて取り組みの範囲を広げます。`
    : `${focus}を含む成果指標を四半期ごとに見直し、変革を続ける仕組みとして定着させます。`;

  return [
    {
      period: pace.periods[0],
      title: theme
        ? `${focus}：現状を把握し、小さく試す`
        : assessment.dimensions[facts.priority.area] >= 67
          ? `「${dimensionLabels[facts.priority.area]}」をさらに高める`
          : priority.roadmapTitle,
      // The pace is the executive summary's; here the phase says what is done.
      actions: theme ? [theme.phases[0][0]!, theme.phases[0][1] ?? priorityStep] : [priorityStep],
      owner: owners.start,
      kpis: (theme ? theme.kpis : priority.kpis).slice(0, 2),
      budget: budgets[0]!,
      support: supportText(consultation, 0),
    },
    {
      period: pace.periods[1],
      title: theme ? `${focus}：改善を仕組みにする` : `「${dimensionLabels[second]}」を底上げする`,
      actions: theme ? [...theme.phases[1].slice(0, 1), secondStep] : [secondStep],
      owner: owners.scale,
      kpis: theme ? theme.kpis.slice(0, 2) : areaGuides[second].kpis.slice(0, 2),
      budget: budgets[1]!,
      support: supportText(subsidy ?? consultation, 1),
    },
    {
      period: pace.periods[2],
      title: theme
        ? `${focus}：全体に広げて定着させる`
        : nextLevel
          ? `レベル${nextLevel.level}に向けて定着させる`
          : '変革を続ける仕組みにする',
      actions: theme ? [...theme.phases[2].slice(0, 1), levelGoal] : [levelGoal],
      owner: owners.scale,
      kpis: [...(theme ? theme.kpis.slice(2, 3) : []), ...priority.kpis.slice(0, 1)].slice(0, 2),
      budget: budgets[2]!,
      support: supportText(subsidy ?? consultation, 2),
    },
  ];
}
