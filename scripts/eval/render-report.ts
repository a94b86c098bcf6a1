import {
  detailedAnalysisKeys,
  detailedAnalysisTitles,
  dimensionKeys,
  type DiagnosisResult,
} from '@app/shared/contract';
import { dimensionLabels } from '@app/shared/assessment';
import type { Persona } from './persona';

/** The full-width space Japanese text indents with. */
const space = '\u3000';
const heading = (title: string) => `\n■ ${title}\n`;
const bullets = (items: readonly string[], mark = '・') => items.map((item) => `${mark}${item}`).join('\n');
const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `${space}${line}`)
    .join('\n');

/** What the persona typed, shown first so that the report can be read against it. */
function inputs(persona: Persona): string {
  const answers = Object.entries(persona.answers)
    .map(([id, value]) => (/^[A-D]$/.test(value) ? `${id}=${value}` : `${id}=「${value}」`))
    .join(' ');
  const free = (label: string, text: string) => `${label}：${text === '' ? '（空欄）' : `「${text}」`}`;
  return [
    `ペルソナ：${persona.id}（${persona.description}）`,
    `回答：${answers}`,
    free('課題', persona.freeText.issue),
    free('AIへの期待', persona.freeText.expectation),
    free('希望する支援', persona.freeText.support),
    `想定テーマ：${persona.expectedThemes.length > 0 ? persona.expectedThemes.join(', ') : '（なし）'}`,
  ].join('\n');
}

/** A report as plain Japanese text, every field in report order under its heading. */
export function renderReport(persona: Persona, result: DiagnosisResult, writer: string): string {
  const summary = result.executiveSummary;
  const parts: string[] = [
    `DX・AI成熟度診断レポート（評価用、${writer}）`,
    inputs(persona),
    heading('エグゼクティブサマリー'),
    `成熟度：${summary.maturityLevel}`,
    `現在の位置：${summary.position}`,
    `最優先課題：${summary.priorityIssue}`,
    `強み：${summary.strength}`,
    `重要な発見：${summary.keyFinding}`,
    `推奨アクション：${summary.recommendedAction}`,
    ...((result.answersToAsks ?? []).length > 0
      ? [
          heading('ご質問への回答'),
          ...result.answersToAsks!.flatMap((entry) => [`Q：${entry.question}`, `${space}A：${entry.answer}`]),
        ]
      : []),
    heading('企業プロフィール'),
    `${result.companyProfile.companyName}（ご担当：${result.companyProfile.contactPerson}様）`,
    result.companyProfile.details,
    heading('課題分析'),
    '優先度：高',
    bullets(result.issueAnalysis.high),
    '優先度：中',
    bullets(result.issueAnalysis.medium),
    heading('ベンチマーク'),
    result.benchmark.comparison,
    `強化すべき領域：${result.benchmark.areaToStrengthen}`,
  ];
  const scores = result.scores;
  if (scores) {
    const band = scores.benchmark.band;
    parts.push(
      heading('スコア'),
      `総合${scores.overall}点・レベル${scores.level}「${scores.levelName}」・準備度${scores.readiness ?? '—'}点`,
      dimensionKeys.map((key) => `${dimensionLabels[key]}${scores.dimensions[key]}点`).join('、'),
      `比較：${scores.benchmark.source}${band ? `、${band.label}（${band.low}〜${band.high}）` : ''}`,
    );
  }
  parts.push(heading('詳細分析'));
  for (const key of detailedAnalysisKeys) {
    parts.push(`【${detailedAnalysisTitles[key]}】`, indent(result.detailedAnalysis[key]));
  }
  if (result.roadmap) {
    parts.push(heading('ロードマップ'));
    for (const phase of result.roadmap) {
      parts.push(
        `【${phase.period}】${phase.title}`,
        bullets(phase.actions, `${space}・`),
        `${space}担当：${phase.owner}`,
        `${space}指標：${phase.kpis.join('／')}`,
        ...(phase.estimate ? [`${space}試算：${phase.estimate.text}`] : []),
        `${space}予算：${phase.budget}`,
        ...(phase.budgetGuide
          ? [`${space}目安：${phase.budgetGuide.text}（${phase.budgetGuide.checkedOn}確認）`]
          : []),
        `${space}支援：${phase.support}`,
      );
    }
  }
  if (result.supportProgrammes && result.supportProgrammes.length > 0) {
    parts.push(heading('活用できる公的支援'));
    for (const programme of result.supportProgrammes) {
      parts.push(
        `・${programme.name}：${programme.summary}`,
        `${space}${programme.url}（${programme.checkedOn}確認）${programme.note}`,
      );
    }
  }
  if (result.pointsToConfirm && result.pointsToConfirm.length > 0) {
    parts.push(heading('ご確認したい点'), bullets(result.pointsToConfirm));
  }
  if (result.callToAction) {
    const cta = result.callToAction;
    parts.push(
      heading(`${cta.provider}からのご案内`),
      cta.offer,
      ...(cta.nextStep
        ? [
            `${space}次の一歩：${cta.nextStep.format}（${cta.nextStep.minutes}分、${cta.nextStep.deliveredBy}）→ ${cta.nextStep.deliverable}`,
          ]
        : []),
      bullets(cta.questions, '・'),
      cta.contact,
      ...(cta.bookingUrl ? [`ご予約：${cta.bookingUrl}`] : []),
    );
  }
  return `${parts.join('\n')}\n`;
}
