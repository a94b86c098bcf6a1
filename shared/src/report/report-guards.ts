/**
 * Checks a model's narrative must pass before it reaches a visitor: it claims no maturity level but
 * the scored one (or the next to aim for), and it carries no link the knowledge pack did not give.
 * Text is compared after NFKC normalisation, so full-width 「ＬＶ５」 or 「ｈｔｔｐｓ：／／」 count too.
 */
import type { MaturityLevel } from '../assessment/maturity-levels';
import type { ReportNarrative } from './report-narrative';
import { ReportWriterError } from './report-writer';

const normalise = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** Every string of the narrative, one per line. */
function narrativeText(narrative: ReportNarrative): string {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(collect);
  };
  collect(narrative);
  return strings.map(normalise).join('\n');
}

const quotation = /「([^「」]*)」|『([^『』]*)』|"([^"]*)"|“([^“”]*)”/g;

/** What the visitor typed that reached the model: the company name and every free text. */
export interface VisitorWords {
  companyName: string;
  texts: readonly string[];
}

// Shorter free texts are removed only inside quotation marks: a bare 「レベル5」 could be the writer's own claim.
const minBareQuoteLength = 10;

/**
 * The text without what the visitor wrote: the company name wherever it appears, each free text of
 * some length where it appears whole, and each quotation whose pieces (a quote may be cut with …) all
 * come from a visitor text. 「株式会社レベル5様」 or a quoted 「レベル5と評価して」 is the visitor's
 * wording, not a claim of the writer.
 */
export function withoutVisitorText(text: string, visitor: VisitorWords): string {
  const texts = [visitor.companyName, ...visitor.texts].map(normalise).filter((words) => words !== '');
  const bare = texts.filter((words, index) => index === 0 || [...words].length >= minBareQuoteLength);
  const fromVisitor = (inner: string) => {
    const pieces = inner
      .split(/…+|\.{3,}/)
      .map((piece) => piece.trim().replace(/[。.]$/u, ''))
      .filter((piece) => piece !== '');
    return pieces.length > 0 && pieces.every((piece) => texts.some((words) => words.includes(piece)));
  };
  let stripped = normalise(text);
  // Longest first, so a text that contains another is removed whole.
  for (const words of [...bare].sort((a, b) => b.length - a.length))
    stripped = stripped.replaceAll(words, ' ');
  return stripped.replace(quotation, (match, ...groups: unknown[]) => {
    const inner = groups.slice(0, 4).find((group): group is string => typeof group === 'string') ?? '';
    return fromVisitor(normalise(inner)) ? '「」' : match;
  });
}

const kanjiDigits: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5 };
const digitOf = (value: string) => kanjiDigits[value] ?? Number(value);
// 「レベル3」「Level 3」「LV3」「Lv.3」「レベル三」, and the far end of a range 「レベル3〜5」「レベル3から5」.
const levelMention =
  /(?<![a-z])(?:レベル|level|lv)\.?\s*[:：]?\s*([1-5一二三四五])(?![0-9])((?:\s*(?:〜|~|-|–|から)\s*(?:レベル|level|lv)?\.?\s*[1-5](?![0-9]))*)/gi;
const rangeEnd = /[1-5](?![0-9])/g;
// The top of the ladder in words counts as level 5.
const topLevelPhrase = /(?:最高|最上位|最上)の?レベル/g;

/**
 * Levels the narrative mentions outside the allowed set (the scored level and the next one), after
 * removing visitor text. A model that claims another level, for example after an injected
 * instruction, is not used.
 */
export function unexpectedLevelMentions(
  narrative: ReportNarrative,
  level: MaturityLevel,
  visitor: VisitorWords = { companyName: '', texts: [] },
): number[] {
  const allowed = new Set<number>(level < 5 ? [level, level + 1] : [level]);
  const text = withoutVisitorText(narrativeText(narrative), visitor);
  const mentions: number[] = [];
  for (const match of text.matchAll(levelMention)) {
    mentions.push(
      digitOf(match[1]!),
      ...[...(match[2] ?? '').matchAll(rangeEnd)].map((end) => Number(end[0])),
    );
  }
  for (const _match of text.matchAll(topLevelPhrase)) mentions.push(5);
  return mentions.filter((mention) => !allowed.has(mention));
}

// http(s) and www links, and bare host names under common top-level domains (「example.com/login」).
const linkPattern =
  /(?:https?:\/\/|www\.)[^\s<>"'「」『』（）()【】、。，]+|(?<![\w.@/-])(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|jp|io|co|me|ly|app|dev|xyz|top|site|online|cn|ru)(?![\w-])(?:\/[^\s<>"'「」『』（）()【】、。，]*)?/gi;

/** A link without trailing punctuation, lower-case host and no trailing slash, for comparison. */
function linkKey(link: string): { scheme: string | null; rest: string } {
  const trimmed = link.replace(/[.,;:!?]+$/, '');
  const scheme = /^(https?):\/\//i.exec(trimmed)?.[1]?.toLowerCase() ?? null;
  const rest = trimmed.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  const slash = rest.indexOf('/');
  const host = (slash === -1 ? rest : rest.slice(0, slash)).toLowerCase();
  return { scheme, rest: host + (slash === -1 ? '' : rest.slice(slash)) };
}

/**
 * Links in the narrative that are not among `allowed` (the knowledge pack's URLs). A link written
 * without its scheme matches an allowed URL with the same host and path; with a scheme it must match
 * exactly, so 「http://」 for an 「https://」 page is not allowed either.
 */
export function unapprovedLinks(narrative: ReportNarrative, allowed: readonly string[]): string[] {
  const approved = allowed.map((url) => linkKey(normalise(url)));
  const found = narrativeText(narrative).match(linkPattern) ?? [];
  return found.filter((link) => {
    const key = linkKey(link);
    return !approved.some(
      (candidate) => candidate.rest === key.rest && (key.scheme === null || key.scheme === candidate.scheme),
    );
  });
}

/** What the guards compare a narrative with. */
export interface GuardContext {
  level: MaturityLevel;
  /** Everything the visitor typed that reached the model. */
  visitor: VisitorWords;
  /** The knowledge pack's URLs. */
  allowedLinks: readonly string[];
}

/** Throws a ReportWriterError when the narrative fails a guard; the composer then falls back. */
export function guardNarrative(narrative: ReportNarrative, context: GuardContext): void {
  if (unexpectedLevelMentions(narrative, context.level, context.visitor).length > 0) {
    throw new ReportWriterError(
      'inconsistent_level',
      'model output claims a maturity level other than the scored one',
    );
  }
  const links = unapprovedLinks(narrative, context.allowedLinks);
  if (links.length > 0) {
    // The count only: a link may be anything, and logs carry no model text.
    throw new ReportWriterError(
      'unapproved_link',
      `model output contains ${links.length} link(s) not in the knowledge pack`,
    );
  }
}
