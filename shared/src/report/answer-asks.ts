import type { SupportReference } from '../contract/diagnosis-result';
import { focusOf } from './builtin/report-focus';
import { adviceDeskText, askAnswers, programmeFactsText, themeAskAnswer } from './content/ask-answers';
import { playbookForIndustry, type Playbook } from './content/playbook';
import { playbooks } from './content/playbooks';
import type { SupportProgramme } from './content/support-programme';
import { supportProgrammes } from './content/support-programmes';
import { capFor, eligibilityOf } from './match-support';
import type { Ask } from './reading/reading';
import type { ReportFacts } from './report-facts';

/** Asks answered per report: one per kind (per theme for other questions), the first three. */
const maxAnswers = 3;

/** A programme name as compared: NFKC, without brackets, spaces, middle dots or quotes (their content stays). */
export const normaliseProgrammeName = (name: string) =>
  name.normalize('NFKC').replace(/[\s・･、,「」『』()（）]/gu, '');

const bare = (name: string) => name.replace(/（.*?）/gu, '').normalize('NFKC');

/**
 * The programme of the table a visitor's name points to (「ものづくり補助金」 → 新事業進出・ものづくり商業サービス
 * 補助金, 「IT導入補助金」 → デジタル化・AI導入補助金): the longest official name or alias the named text contains,
 * or that contains it. Null when none does.
 */
export function findProgramme(named: string): SupportProgramme | null {
  const whole = normaliseProgrammeName(named);
  // A bare 「補助金」 names no programme.
  if (whole.length < 3 || /^(補助金|助成金|支援金|給付金|補助|助成)$/u.test(whole)) return null;
  // 「介護テクノロジーの補助金」 names its programme by what it funds: the words before 「の補助金」.
  const described = /^(.{4,})の(?:補助金|助成金|支援金|補助|助成)$/u.exec(whole)?.[1];
  const text = described ?? whole;
  let best: { programme: SupportProgramme; score: number } | null = null;
  for (const programme of supportProgrammes) {
    for (const candidate of [programme.name, ...programme.aliases].map(normaliseProgrammeName)) {
      if (candidate.length < 2) continue;
      // The visitor's words contain the name (「ものづくり補助金の補助率」), or name a part of it (「持続化」).
      const score = text.includes(candidate)
        ? candidate.length
        : candidate.includes(text) && text.length >= 4
          ? text.length
          : 0;
      if (score > 0 && (!best || score > best.score)) best = { programme, score };
    }
  }
  return best?.programme ?? null;
}

const fill = (template: string, slots: Record<string, string>) =>
  template.replace(/\{(\w+)\}/gu, (whole, key: string) => slots[key] ?? whole);

/** 2026-12-15 → 2026年12月15日. */
const dateText = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}年${month}月${day}日`;
};

/** The call sentence: dates where published, else that they were not confirmed. */
function callText(programme: SupportProgramme): string {
  const call = programme.call;
  if (!call) return programmeFactsText.noCall;
  const closes = call.closes ? `${dateText(call.closes)}${call.closesAt ? ` ${call.closesAt}` : ''}` : '';
  const slots = { label: call.label, opens: call.opens ? dateText(call.opens) : '', closes };
  if (call.status === 'rolling') return programmeFactsText.callRolling;
  if (!call.opens || !call.closes) return programmeFactsText.noCall;
  if (call.status === 'open') return fill(programmeFactsText.callOpen, slots);
  if (call.status === 'upcoming') return fill(programmeFactsText.callUpcoming, slots);
  return fill(programmeFactsText.callClosed, slots);
}

/**
 * An answer from the support table: the programme (and the name it replaced), rate and cap per frame for
 * this company's size where published, whether the company can be eligible, the call dates where published,
 * what to prepare, and the closing 「最新の公募要領をご確認ください。」 with the official page.
 */
export function programmeAnswer(
  programme: SupportProgramme,
  facts: ReportFacts,
  named: string | null,
): string {
  const size = facts.companySize.code;
  const sentences: string[] = [];
  const namedBare = named ? normaliseProgrammeName(named) : '';
  const renamed =
    named !== null &&
    !normaliseProgrammeName(programme.name).includes(namedBare) &&
    programme.aliases.some((alias) => namedBare.includes(normaliseProgrammeName(alias)));
  sentences.push(
    renamed
      ? fill(programmeFactsText.renamed, { alias: bare(named), name: programme.name })
      : fill(programmeFactsText.intro, {
          name: programme.name,
          checkedOn: dateText(programme.source.checkedOn),
        }),
  );
  const verdict = eligibilityOf(programme, size, facts.industry.code);
  if (verdict.note) sentences.push(verdict.note);
  const known = programme.frames
    .map((frame) => {
      const cap = capFor(frame, size);
      const parts = [frame.rate ? `補助率${frame.rate}` : null, cap].filter((part) => part !== null);
      // A rate without a cap for this size: say the cap was not confirmed rather than leave it unsaid.
      const noCap = frame.rate && !cap ? '（貴社の規模の上限額は確認できていません）' : '';
      return { frame, text: parts.length > 0 ? `${frame.name}は${parts.join('、')}${noCap}` : null };
    })
    .slice(0, 3);
  const stated = known.filter((entry) => entry.text !== null).map((entry) => entry.text!);
  const missing = known.filter((entry) => entry.text === null).map((entry) => entry.frame.name);
  if (stated.length > 0) {
    sentences.push(
      fill(programmeFactsText.frames, {
        size: facts.companySize.label,
        frames: `${stated.join('。')}です。`,
      }),
    );
  }
  if (programme.kind === 'subsidy' && stated.length === 0 && missing.length === 0) {
    sentences.push(programmeFactsText.noFrames);
  }
  // A prefecture's programme has no rates or calls of its own to confirm: each prefecture sets them.
  const prefectural = programme.runBy === 'prefecture';
  if (prefectural) sentences.push(programmeFactsText.prefectural);
  else if (missing.length > 0)
    sentences.push(fill(programmeFactsText.unconfirmedFrames, { frames: missing.join('・') }));
  if (!prefectural && (programme.kind === 'subsidy' || programme.call)) sentences.push(callText(programme));
  if (programme.prepare.length > 0) {
    sentences.push(fill(programmeFactsText.prepare, { prepare: programme.prepare.slice(0, 2).join('と、') }));
  }
  sentences.push(
    fill(prefectural ? programmeFactsText.closePrefectural : programmeFactsText.close, {
      url: programme.source.url,
    }),
  );
  return sentences.join('');
}

/** The programme an ask names, from the dated table, or the first subsidy matched for the company. */
function programmeOf(ask: Ask, support: readonly SupportReference[]): { name: string; url: string | null } {
  const named = ask.programme ? bare(ask.programme) : null;
  if (named) return { name: `「${named}」`, url: null };
  const subsidy = support.find((entry) => /補助金|助成金/u.test(entry.name));
  return subsidy
    ? { name: `「${bare(subsidy.name)}」など`, url: subsidy.url }
    : { name: '補助金・助成金', url: null };
}

/** The table entry an ask is about: the programme it names, else the first subsidy matched for the company. */
function tableProgrammeOf(ask: Ask, support: readonly SupportReference[]): SupportProgramme | null {
  if (ask.programme) return findProgramme(ask.programme);
  const subsidy = support.find((entry) => /補助金|助成金/u.test(entry.name));
  return subsidy ? (supportProgrammes.find((programme) => programme.name === subsidy.name) ?? null) : null;
}

/**
 * The playbook, in this company's form, of the theme an ask is about; null when it names none, or only
 * where to start or support, which the whole report answers.
 */
export function askedPlaybook(ask: Ask, facts: ReportFacts): Playbook | null {
  if (!ask.theme || ask.theme === 'where_to_start' || ask.theme === 'subsidy') return null;
  const read = facts.themes.find((theme) => theme.id === ask.theme);
  if (read) return read;
  const playbook = playbooks.find((candidate) => candidate.id === ask.theme);
  return playbook ? playbookForIndustry(playbook, facts.industry.code, facts.companySize.code) : null;
}

const toolsText = (playbook: Playbook | null) =>
  playbook?.toolCategories
    .slice(0, 2)
    .map((tool) => `「${tool}」`)
    .join('や') ?? '候補の製品';

/** An 'other' question about a theme: what kind of work it is and how it starts (null: no theme to go by). */
function themeAnswer(ask: Ask, facts: ReportFacts): string | null {
  if (ask.theme === 'where_to_start') return fill(themeAskAnswer.whereToStart, { focus: focusOf(facts) });
  const playbook = askedPlaybook(ask, facts);
  if (!playbook) return null;
  const isFocus = playbook.id === facts.leadTheme?.id;
  return fill(isFocus ? themeAskAnswer.focus : themeAskAnswer.other, {
    work: playbook.shortLabel ?? playbook.label,
    tools: toolsText(playbook),
    firstAction: playbook.firstAction,
  });
}

/** The consultation desks matched for the company, by name and page, for an advice_desk answer. */
function desksText(support: readonly SupportReference[]): string {
  const desks = support.filter((entry) =>
    supportProgrammes.some((programme) => programme.name === entry.name && programme.kind === 'consultation'),
  );
  if (desks.length === 0) return adviceDeskText.none;
  return fill(adviceDeskText.desks, {
    list: desks.map((desk) => `「${desk.name}」（${desk.url}）`).join('、'),
  });
}

/**
 * A short answer to each explicit ask the reading found: a programme ask from the support table when the
 * programme is in it, else from the ask-answers table (what the report can say in substance, or that the
 * diagnosis cannot know it and where to find it).
 */
export function answerAsks(
  facts: ReportFacts,
  support: readonly SupportReference[],
): ReportFacts['askAnswers'] {
  // One answer per kind of ask; questions about different themes are different questions.
  const kinds = new Set<string>();
  const answers = facts.reading.asks
    .filter((ask) => {
      const key = ask.kind === 'other' ? `other:${ask.theme ?? ''}` : ask.kind;
      if (kinds.has(key)) return false;
      kinds.add(key);
      return true;
    })
    .slice(0, maxAnswers)
    .map((ask) => {
      if (ask.kind === 'programme') {
        const known = tableProgrammeOf(ask, support);
        if (known) return { ask, answer: programmeAnswer(known, facts, ask.programme) };
      }
      if (ask.kind === 'other') {
        const answer = themeAnswer(ask, facts);
        if (answer) return { ask, answer };
      }
      const programme = programmeOf(ask, support);
      // A question about a theme's tools or their cost is about that theme's kinds of tools.
      const answer = askAnswers[ask.kind].answer
        .replace('{programme}', programme.name)
        .replace('{programmeLink}', programme.url ?? '各制度の公式ページ')
        .replace('{tools}', toolsText(askedPlaybook(ask, facts) ?? facts.leadTheme))
        .replace('{desks}', ask.kind === 'advice_desk' ? desksText(support) : '')
        .replace('{focus}', focusOf(facts));
      return { ask, answer };
    });
  // One question asking two things (a cost and a programme) gets one answer with both parts.
  const merged: ReportFacts['askAnswers'] = [];
  for (const entry of answers) {
    const same = merged.find(
      (earlier) =>
        earlier.ask.evidence.field === entry.ask.evidence.field &&
        earlier.ask.evidence.text === entry.ask.evidence.text,
    );
    // The programme answer ends with its official page, so it comes last.
    if (same)
      same.answer = entry.ask.kind === 'programme' ? same.answer + entry.answer : entry.answer + same.answer;
    else merged.push({ ...entry });
  }
  return merged;
}
