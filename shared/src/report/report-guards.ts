/**
 * Checks a model's narrative must pass before it reaches a visitor: it claims no maturity level but
 * the scored one (or the next to aim for, or a lower one it says the company is past), it carries no
 * link, percentage, amount of money or support programme name that neither the knowledge pack nor the
 * visitor gave, and its summary names the same first piece of work as its roadmap.
 * Text is compared after NFKC normalisation, so full-width 「ＬＶ５」 or 「ｈｔｔｐｓ：／／」 count too.
 */
import type { MaturityLevel } from '../assessment/maturity-levels';
import { supportProgrammes } from './content/support-programmes';
import { reportNarrativeSchema, type ReportNarrative } from './report-narrative';
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

// Kanji (also the formal 壱弐参) and Roman numerals (「Ⅴ」 becomes 「V」 under NFKC) for 1–5.
const levelDigits: Record<string, number> = {
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  壱: 1,
  弐: 2,
  参: 3,
  肆: 4,
  伍: 5,
  i: 1,
  ii: 2,
  iii: 3,
  iv: 4,
  v: 5,
};
const digitOf = (value: string) => levelDigits[value.toLowerCase()] ?? Number(value);
// 「レベル3」「Level 3」「LV3」「Lv.3」「レベル三」「Level V」, and the far end of a range 「レベル3〜5」「レベル3から5」.
const levelMention =
  /(?<![a-z])(?:レベル|level|lv)\.?\s*[:：]?\s*([1-5一二三四五壱弐参肆伍]|iii|ii|iv|i|v)(?![0-9a-z])((?:\s*(?:〜|~|-|–|から)\s*(?:レベル|level|lv)?\.?\s*[1-5](?![0-9]))*)/gi;
const rangeEnd = /[1-5](?![0-9])/g;
// The top of the ladder in words counts as level 5.
const topLevelPhrase = /(?:最高|最上位|最上)の?レベル/g;
// What follows a mention that leaves the level behind: 「レベル2は脱し」「レベル1の段階は越えて」「レベル1を卒業」.
const leftBehind =
  /^\s*(?:の(?:段階|水準|状態|レベル)|段階)?\s*(?:は|を|から|も)?\s*(?:すでに|既に|もう|とうに|十分に?)?\s*(?:脱し|脱却|卒業|越え|超え|過ぎ|抜け出|抜け|クリア|通過|終え|終わ)/u;

// 「脱していません」「越えていない」「抜け出せず」: the level is not behind after all.
const negated = /^[^。、,.]{0,6}?(?:ない|ません|ず(?!み))/u;

/**
 * Levels the narrative mentions outside the allowed set (the scored level and the next one), after
 * removing visitor text. A lower level the text says the company is past (「レベル2は脱し」
 * 「レベル1の段階は越えて」) is allowed. A model that claims another level, for example after an
 * injected instruction, is not used.
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
    const named = [
      digitOf(match[1]!),
      ...[...(match[2] ?? '').matchAll(rangeEnd)].map((end) => Number(end[0])),
    ];
    // A level below the scored one that the text says the company is past is a fact, not a claim.
    const after = leftBehind.exec(text.slice(match.index + match[0].length));
    const past = after !== null && !negated.test(text.slice(match.index + match[0].length + after[0].length));
    mentions.push(...named.filter((mentioned) => !(past && mentioned < level)));
  }
  for (const _match of text.matchAll(topLevelPhrase)) mentions.push(5);
  return mentions.filter((mention) => !allowed.has(mention));
}

// http(s) and www links, and bare host names under any top-level domain (「example.com/login」「x.shop」);
// file names (「Excel.xlsx」) are not hosts.
const linkPattern =
  /(?:https?:\/\/|www\.)[^\s<>"'「」『』（）()【】、。，]+|(?<![\w.@/-])(?:[a-z0-9-]+\.)+(?!(?:xlsx?|csv|pdf|docx?|pptx?|txt|png|jpe?g|gif|zip|js|ts)(?![\w-]))[a-z]{2,24}(?![\w-])(?:\/[^\s<>"'「」『』（）()【】、。，]*)?/gi;

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

/** A percentage or an amount of money found in a text, with the key it is compared by. */
interface Figure {
  /** As written (normalised), for messages and tests. */
  text: string;
  /** `%30` for 30 % (also 3割), `¥1000000` for 100万円; vague amounts (数十万円) by their words. */
  key: string;
}

const kanjiNumerals: Record<string, number> = {
  〇: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const smallUnits: Record<string, number> = { 十: 10, 百: 100, 千: 1_000 };
const largeUnits: Record<string, number> = { 万: 10_000, 億: 100_000_000, 兆: 1_000_000_000_000 };

/** The value of 「1,000」「5千万」「1億2,000万」「三」「百万」; null for vague words (「数十万」) or nothing. */
function numberOf(words: string): number | null {
  if (/[数何]/u.test(words)) return null;
  let total = 0;
  let section = 0;
  let current: number | null = null;
  for (const token of words.replace(/,/g, '').match(/\d+(?:\.\d+)?|./gu) ?? []) {
    if (/^\d/.test(token)) current = Number(token);
    else if (token in kanjiNumerals) current = kanjiNumerals[token]!;
    else if (token in smallUnits) {
      section += (current ?? 1) * smallUnits[token]!;
      current = null;
    } else if (token in largeUnits) {
      total += (section + (current ?? 0) || 1) * largeUnits[token]!;
      section = 0;
      current = null;
    } else return null;
  }
  const value = total + section + (current ?? 0);
  return Number.isFinite(value) && words !== '' ? value : null;
}

const numeral = '[0-9][0-9,]*(?:\\.[0-9]+)?|[〇一二三四五六七八九十百千]+';
const rangeMark = '\\s*(?:〜|~|-|–|から)\\s*';
// 「30%」「30〜50%」「3割」「3割5分」「三割」「30パーセント」.
const percentPattern = new RegExp(
  `(?:(${numeral})(?:%|パーセント)?${rangeMark})?(${numeral})\\s*(?:(%|パーセント)|割(?:\\s*([0-9]|[一二三四五六七八九])\\s*分)?)`,
  'gu',
);
// 「100万円」「1,000万円」「5千万円」「1億2,000万円」「100〜300万円」「数十万円」「¥50,000」. 「関東一円」 and 「円滑」 are not money.
const moneyAmount = `(?:[0-9][0-9,]*(?:\\.[0-9]+)?|[〇一二三四五六七八九十百千数何])[0-9,.〇一二三四五六七八九十百千万億兆]*`;
const moneyPattern = new RegExp(
  `(?:(${moneyAmount})(?:円)?${rangeMark})?(${moneyAmount})\\s*円(?![滑形卓])|[¥￥]\\s*([0-9][0-9,]*)`,
  'gu',
);

/** Every percentage and amount of money a text names (both ends of a range). */
export function figuresIn(text: string): Figure[] {
  const normalised = normalise(text);
  const figures: Figure[] = [];
  for (const match of normalised.matchAll(percentPattern)) {
    const [, from, to, percentSign, tenths] = match;
    const scale = percentSign ? 1 : 10;
    for (const [words, last] of [
      [from, false],
      [to, true],
    ] as const) {
      const value = words === undefined ? null : numberOf(words);
      if (value === null) continue;
      const extra = last && tenths ? (numberOf(tenths) ?? 0) : 0;
      figures.push({ text: match[0], key: `%${value * scale + extra}` });
    }
  }
  for (const match of normalised.matchAll(moneyPattern)) {
    const [whole, from, to, yen] = match;
    // 「一円」 alone is 「関東一円」 (all over), not one yen.
    if (whole === '一円') continue;
    if (yen !== undefined) {
      figures.push({ text: whole, key: `¥${numberOf(yen)}` });
      continue;
    }
    // A range's first end takes the large unit of the second: 「100〜300万円」 is 1,000,000 to 3,000,000.
    const unit = /[万億兆]$/u.exec(to ?? '')?.[0];
    for (const [words, first] of [
      [from, true],
      [to, false],
    ] as const) {
      if (words === undefined) continue;
      const scaled = first && unit && !/[万億兆]/u.test(words) ? `${words}${unit}` : words;
      const value = numberOf(scaled);
      figures.push({ text: whole, key: value === null ? `¥${scaled.replace(/,/g, '')}` : `¥${value}` });
    }
  }
  return figures;
}

/**
 * Percentages and amounts of money in the narrative that appear in none of `sources` (the knowledge
 * pack's text and the visitor's own words), compared by value: 3割 matches 30%, 100万円 matches
 * 1,000,000円. A model that invents a saving of 「30%」 or a budget of 「100万円」 is not used.
 */
export function unsupportedFigures(narrative: ReportNarrative, sources: readonly string[]): string[] {
  const known = new Set(sources.flatMap((source) => figuresIn(source).map((figure) => figure.key)));
  const unsupported = figuresIn(narrativeText(narrative))
    .filter((figure) => !known.has(figure.key))
    .map((figure) => figure.text);
  return [...new Set(unsupported)];
}

// 「info@example.jp」, and Japanese phone numbers: 「03-1234-5678」「0120-123-456」「090 1234 5678」
// 「+81-3-1234-5678」 or ten or eleven digits written together.
const emailPattern = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const phonePattern =
  /(?<![0-9])(?:\+81[-\s]?[1-9][0-9]{0,3}|0[0-9]{1,4})[-\s(（)）]?[0-9]{1,4}[-\s)）]?[0-9]{3,4}(?![0-9])/g;
const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '').replace(/^81/, '0');

/**
 * E-mail addresses and phone numbers in the narrative that appear in none of `sources`, compared as
 * lower-case addresses and as digits: a model must not tell a visitor to write or call anyone the
 * knowledge pack (the provider's contact) or the visitor did not name.
 */
export function unknownContacts(narrative: ReportNarrative, sources: readonly string[]): string[] {
  const source = normalise(sources.join('\n'));
  const knownEmails = new Set((source.match(emailPattern) ?? []).map((email) => email.toLowerCase()));
  const knownPhones = new Set((source.match(phonePattern) ?? []).map(digitsOf));
  const text = narrativeText(narrative);
  const emails = (text.match(emailPattern) ?? []).filter((email) => !knownEmails.has(email.toLowerCase()));
  const phones = (text.replace(emailPattern, '').match(phonePattern) ?? []).filter(
    (phone) => digitsOf(phone).length >= 10 && !knownPhones.has(digitsOf(phone)),
  );
  return [...new Set([...emails, ...phones])];
}

// A name ending in a programme word: 「IT導入補助金」「小規模事業者持続化補助金」「ものづくり補助金」. Not
// 「支援事業者」「支援事業所」 (a vendor, a care office).
const programmeSuffix = /(?:補助金|助成金|支援事業(?![者所])|交付金)/gu;
const nameChar = /[\p{Script=Han}\p{Script=Katakana}ーA-Za-z0-9・&＆]/u;
// Hiragana that ends a word before the suffix (の, particles, inflections): 「国の補助金」「使える補助金」.
const wordEnd = /[のやとるたないうすくをはがでにもへかよねだけ]$/u;
const hiragana = /\p{Script=Hiragana}/u;
// Words that say which kind of programme, not which one: 「各種補助金」「国・自治体の助成金」.
const genericPrefixes = new Set([
  '各種',
  '各',
  '国',
  '県',
  '市',
  '区',
  '町',
  '村',
  '市町村',
  '市区町村',
  '都道府県',
  '自治体',
  '地方自治体',
  '地域',
  '公的',
  '政府',
  '関連',
  '関係',
  '該当',
  '当該',
  '同',
  '本',
  '他',
  '既存',
  '対象',
  '主',
  '一般',
  '新規',
  '活用',
  '利用',
  '公募',
]);

/** Programme names the narrative names: names ending in a programme word, and names of the programme table. */
export function programmeNamesIn(text: string): string[] {
  const normalised = normalise(text);
  const names: string[] = [];
  for (const match of normalised.matchAll(programmeSuffix)) {
    let start = match.index;
    while (start > 0 && nameChar.test(normalised[start - 1]!)) start -= 1;
    // A name that starts in hiragana (「ものづくり補助金」): the hiragana word, unless it is a particle.
    if (start === match.index && start > 0 && hiragana.test(normalised[start - 1]!)) {
      let word = start;
      while (word > 0 && hiragana.test(normalised[word - 1]!)) word -= 1;
      if (!wordEnd.test(normalised.slice(word, start))) start = word;
    }
    // 「補助金・助成金」「IT導入補助金・持続化補助金」: a name starts after the programme word before it.
    const previous = [
      ...normalised.slice(start, match.index).matchAll(/(?:補助金|助成金|支援事業|交付金)・/gu),
    ].at(-1);
    if (previous) start += previous.index + previous[0].length;
    const prefix = normalised.slice(start, match.index);
    const generic = prefix.split('・').every((part) => part === '' || genericPrefixes.has(part));
    if (!generic) names.push(normalised.slice(start, match.index + match[0].length));
  }
  for (const name of knownProgrammeNames) if (normalised.includes(name)) names.push(name);
  return [...new Set(names)];
}

/** The programme table's names and their short forms: 「デジタル化・AI導入補助金」 and 「IT導入補助金」. */
const knownProgrammeNames = [
  ...new Set(
    supportProgrammes.flatMap((programme) => {
      const name = normalise(programme.name);
      const inner = /（(.+?)）|\((.+?)\)/u.exec(name);
      const bare = name.replace(/（.*?）|\(.*?\)/gu, '').trim();
      const aside = (inner?.[1] ?? inner?.[2] ?? '').replace(/^旧/u, '').trim();
      return [name, bare, ...(aside.length >= 4 ? [aside] : [])];
    }),
  ),
];

// Shortest part of a longer name that may stand for it: 「来年度IT導入補助金」 is 「IT導入補助金」 with a date in front.
const minNameHead = 3;

/**
 * Programme names in the narrative that appear in none of `sources` (the knowledge pack's text and
 * the visitor's own words). A name matches when it, or its tail from a word of at least three
 * characters before the programme word, is in a source.
 */
export function unknownProgrammes(narrative: ReportNarrative, sources: readonly string[]): string[] {
  const known = sources.map(normalise).join('\n');
  return programmeNamesIn(narrativeText(narrative)).filter((name) => {
    if (known.includes(name)) return false;
    const suffix = /(?:補助金|助成金|支援事業|交付金)$/u.exec(name)?.[0] ?? '';
    const chars = [...name];
    for (let start = 1; chars.length - start - [...suffix].length >= minNameHead; start += 1) {
      if (known.includes(chars.slice(start).join(''))) return false;
    }
    return true;
  });
}

// Words too common to say which piece of work a sentence is about.
const genericWords = new Set([
  ...'業務 管理 現状 把握 改善 導入 推進 確認 整理 効果 検討 活用 実施 対象 定着 全体 仕組 作業 時間 担当 担当者 社内 全社 会社 現場 状況 課題 取組 最初 段階 部門 方法 手順 運用 情報 試行 検証 整備 必要 指標 成果 数字 目標 週間 月間 期間 毎月 範囲 具体的 貴社 貴院 貴法人 代表者 従業員 社員 職員 選定 比較 準備 共有 一元化 電子化 効率化 標準化 可視化 自動化 見直 洗出 小規模 試験的 重点 領域 記入 回答 診断 提案 次 目的 計画 実行 開始 継続 ツール システム クラウド データ サービス デジタル ルール チーム メンバー フェーズ ステップ DX IT AI KPI'.split(
    ' ',
  ),
]);
const contentWord = /[\p{Script=Han}々]{2,}|[\p{Script=Katakana}ー]{2,}|[A-Za-z][A-Za-z0-9]+/gu;

/** The words of a text that can name a piece of work (kanji and katakana words, Latin names). */
function workWords(text: string): string[] {
  return [...new Set(normalise(text).match(contentWord) ?? [])].filter((word) => !genericWords.has(word));
}

/** Whether `text` names `word`: the word itself, or for a long kanji compound one of its own two-kanji words. */
function names(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  if (!/^[\p{Script=Han}々]{3,}$/u.test(word)) return false;
  const chars = [...word];
  return chars.slice(0, -1).some((char, index) => {
    const pair = char + chars[index + 1]!;
    return !genericWords.has(pair) && text.includes(pair);
  });
}

/** What the cross-part check compares the summary and the roadmap with. */
export interface FirstWork {
  /**
   * Names of the report's first piece of work from the facts: the lead theme's label and short label,
   * or the priority area's work. Empty: compare the summary with the roadmap's first phase only.
   */
  leadWork: readonly string[];
}

/** The first action rebuilt from the roadmap's first phase, so that both name the same work. */
function firstActionFrom(phase: ReportNarrative['roadmap'][number]): string {
  const sentence = (text: string) => (/[。.!！?？]$/u.test(text.trim()) ? text.trim() : `${text.trim()}。`);
  const title = phase.title.trim().replace(/[。.]+$/u, '');
  return `まずは${phase.period.trim()}のうちに、「${title}」に取り組むことをお勧めします。${sentence(phase.actions[0]!)}`;
}

/**
 * The narrative with a summary that names the same first piece of work as the roadmap's first phase.
 * The parts are written in parallel, so they can drift apart: when the roadmap's first phase names the
 * lead work (or, without one, its own focus) and the recommended action does not, the action is
 * rebuilt from that phase. When the summary keeps to the lead work but the roadmap left it, or the
 * rebuilt action is not valid text, it throws 'inconsistent_parts' for the composer to fall back.
 */
export function alignFirstAction(narrative: ReportNarrative, work: FirstWork): ReportNarrative {
  const first = narrative.roadmap[0]!;
  const action = normalise(narrative.executiveSummary.recommendedAction);
  const phase = normalise([first.title, ...first.actions].join(' '));
  const lead = work.leadWork.flatMap(workWords);
  const namesAny = (text: string, words: readonly string[]) => words.some((word) => names(text, word));
  if (lead.length > 0) {
    const summaryNamesLead = namesAny(action, lead);
    const roadmapNamesLead = namesAny(phase, lead);
    if (summaryNamesLead && roadmapNamesLead) return narrative;
    if (summaryNamesLead) {
      throw new ReportWriterError('inconsistent_parts', "the roadmap's first phase leaves the lead work");
    }
    if (roadmapNamesLead) return withFirstAction(narrative, firstActionFrom(first));
  }
  // The roadmap's own focus: the words before 「：」 in its title, else the title's words.
  const focus = workWords(normalise(first.title).split(/[：:]/u)[0]!);
  if (focus.length === 0 || namesAny(action, focus)) return narrative;
  return withFirstAction(narrative, firstActionFrom(first));
}

function withFirstAction(narrative: ReportNarrative, recommendedAction: string): ReportNarrative {
  const valid =
    reportNarrativeSchema.shape.executiveSummary.shape.recommendedAction.safeParse(recommendedAction);
  if (!valid.success) {
    throw new ReportWriterError(
      'inconsistent_parts',
      'the first action could not be rebuilt from the roadmap',
    );
  }
  return { ...narrative, executiveSummary: { ...narrative.executiveSummary, recommendedAction: valid.data } };
}

/** What the guards compare a narrative with. */
export interface GuardContext {
  level: MaturityLevel;
  /** Everything the visitor typed that reached the model. */
  visitor: VisitorWords;
  /** The knowledge pack's URLs. */
  allowedLinks: readonly string[];
  /** The knowledge pack's text: the figures and programme names a narrative may use. */
  knowledge: string;
}

/** Throws a ReportWriterError when the narrative fails a guard; the composer then falls back. */
export function guardNarrative(narrative: ReportNarrative, context: GuardContext): void {
  if (unexpectedLevelMentions(narrative, context.level, context.visitor).length > 0) {
    throw new ReportWriterError(
      'inconsistent_level',
      'model output claims a maturity level other than the scored one',
    );
  }
  const sources = [context.knowledge, context.visitor.companyName, ...context.visitor.texts];
  const contacts = unknownContacts(narrative, sources);
  if (contacts.length > 0) {
    throw new ReportWriterError(
      'unknown_contact',
      `model output contains ${contacts.length} e-mail address(es) or phone number(s) not in the knowledge pack`,
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
  const figures = unsupportedFigures(narrative, sources);
  if (figures.length > 0) {
    throw new ReportWriterError(
      'unsupported_figure',
      `model output contains ${figures.length} figure(s) not in the knowledge pack`,
    );
  }
  const programmes = unknownProgrammes(narrative, sources);
  if (programmes.length > 0) {
    throw new ReportWriterError(
      'unknown_programme',
      `model output names ${programmes.length} programme(s) not in the knowledge pack`,
    );
  }
}
