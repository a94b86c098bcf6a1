import { areaGuides } from '../content/area-guides';
import type { ThemeId } from '../content/theme-ids';
import { themeLexicons } from '../reading/theme-lexicon';
import type { ReportFacts } from '../report-facts';

/**
 * What the whole report centres on: the theme the visitor's own words picked (its short name, since
 * it is named again and again), else the work of the priority area, named as a project. Sections name
 * it so that their advice points at the same first piece of work.
 */
export function focusOf(facts: ReportFacts): string {
  const theme = facts.leadTheme;
  return theme ? (theme.shortLabel ?? theme.label) : areaGuides[facts.priority.area].workName;
}

/** The indicator the first result is measured by, without its unit (「記録の転記にかかる時間」). */
export function focusMeasure(facts: ReportFacts): string {
  const kpi = facts.leadTheme?.kpis[0] ?? areaGuides[facts.priority.area].kpis[0]!;
  return kpi.replace(/（[^（）]*）$/u, '');
}

/**
 * The words in which the reading found a theme (the first evidence quote); genai_start and
 * ai_governance are one concern read two ways, so either id finds the other's evidence.
 */
export function themeEvidence(facts: ReportFacts, id: ThemeId): string | null {
  const ids: ThemeId[] =
    id === 'genai_start' || id === 'ai_governance' ? ['genai_start', 'ai_governance'] : [id];
  const evidence = facts.reading.themes.find((theme) => ids.includes(theme.id))?.evidence[0];
  if (!evidence) return null;
  // The whole sentence reads better than a clause cut from it, when it is short enough to quote.
  const field =
    evidence.field === 'issue' || evidence.field === 'expectation' || evidence.field === 'support'
      ? facts.freeText[evidence.field]
      : (facts.customAnswers.find((answer) => answer.id === evidence.field)?.text ?? '');
  const sentence = field.split(/(?<=[。！？!?\n])/u).find((candidate) => candidate.includes(evidence.text));
  return sentence && [...sentence.trim()].length <= maxSentenceQuote ? sentence.trim() : evidence.text;
}

/**
 * Longest sentence quoted whole for a theme (characters): the length of a quotation (visitor-text's
 * quote), so that quoting the sentence never cuts the evidence away.
 */
const maxSentenceQuote = 80;

/** Remedies the company says it already has (「EDI」「電子カルテ」), as the lexicon names them. */
function possessedRemedies(facts: ReportFacts): string[] {
  const had = facts.reading.possessions
    .filter((item) => item.kind === 'has')
    .map((item) => item.evidence.text.normalize('NFKC').toLowerCase());
  return themeLexicons
    .flatMap((lexicon) => lexicon.remedy)
    .filter((remedy) => had.some((text) => text.includes(remedy.normalize('NFKC').toLowerCase())));
}

/** A name's words, split where the script changes: 「勤怠システム」 is 「勤怠」 and 「システム」. */
const wordsOf = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .match(/\p{Script=Han}+|[\p{Script=Katakana}ー]+|\p{Script=Hiragana}+|[a-z0-9]+/gu) ?? [];

/**
 * The kinds of tools a theme calls for, without those the company says it already has: a tool is
 * had when every word of a remedy it has stands in the tool's name (「勤怠システム」 names
 * 「クラウド型勤怠管理システム」, not 「シフト作成・管理システム」).
 */
export function toolsToPropose(facts: ReportFacts, tools: readonly string[]): string[] {
  const had = possessedRemedies(facts).map(wordsOf);
  return tools.filter((tool) => {
    const name = tool.normalize('NFKC').toLowerCase();
    return !had.some((words) => words.length > 0 && words.every((word) => name.includes(word)));
  });
}

/** The first kind of tool the focus calls for, when a theme names one the company lacks. */
export function focusTool(facts: ReportFacts): string | undefined {
  return facts.leadTheme ? toolsToPropose(facts, facts.leadTheme.toolCategories)[0] : undefined;
}
