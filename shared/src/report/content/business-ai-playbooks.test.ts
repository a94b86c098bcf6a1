import { describe, expect, test } from 'vitest';
import { industries } from '../../questionnaire/dropdown-options';
import { aiPlaybooks } from './ai-playbooks';
import { businessPlaybooks } from './business-playbooks';
import type { Playbook, PlaybookVariant } from './playbook';
import { playbooks } from './playbooks';
import { themeIds } from './theme-ids';

/** The day these tables were checked; no source may claim a later one. */
const lastCheckedOn = '2026-11-24';

const fresh: Playbook[] = [...businessPlaybooks, ...aiPlaybooks];
/** The other playbooks, whether or not playbooks.ts already includes these. */
const others = playbooks.filter((playbook) => !fresh.some((entry) => entry.id === playbook.id));

/** Product and vendor names that must not appear in the advice text (as in playbooks.test.ts). */
const productNames =
  /Excel|エクセル|kintone|キントーン|freee|マネーフォワード|弥生|Salesforce|セールスフォース|ChatGPT|Copilot|Gemini|Claude|Slack|Teams|Zoom|LINE|Google|Microsoft|AWS|SmartHR|スマレジ|Airレジ|じゃらん|楽天|Shopify|BASE|Booking|Amazon|Yahoo|GitHub/;

/** A figure that would need a source: a percentage, ratio, amount or multiple. */
const statistic = /\d+(?:\.\d+)?\s*(?:%|％|割|倍|円|万|億)/;

/** The same noun twice around の (「対象業務の対象業務」). */
const doubledNoun = /([\p{Script=Han}\p{Script=Katakana}ー]{2,})の\1/u;

/** Every restatement of a playbook: the theme, its industry forms and its large-company form. */
function formsOf(playbook: Playbook): [string, PlaybookVariant][] {
  return [
    [playbook.id, playbook],
    ...Object.entries(playbook.byIndustry ?? {}).map(
      ([industry, form]) => [`${playbook.id}/${industry}`, form] as [string, PlaybookVariant],
    ),
    ...(playbook.forLargeCompanies
      ? [[`${playbook.id}/large`, playbook.forLargeCompanies] as [string, PlaybookVariant]]
      : []),
  ];
}

function sentencesOf(form: PlaybookVariant): string[] {
  return [form.label, form.diagnosis, form.firstAction, ...(form.phases?.flat() ?? [])].filter(
    (text): text is string => text !== undefined,
  );
}

function textsOf(form: PlaybookVariant): string[] {
  return [
    ...sentencesOf(form),
    form.shortLabel,
    ...(form.toolCategories ?? []),
    ...(form.kpis ?? []),
    ...(form.questions ?? []),
  ].filter((text): text is string => text !== undefined);
}

describe('business and AI playbooks', () => {
  test('they are the themes after where_to_start, one each, in ThemeId order', () => {
    const start = themeIds.indexOf('new_business');
    expect(fresh.map((playbook) => playbook.id).sort()).toEqual([...themeIds.slice(start)].sort());
    expect(businessPlaybooks.map((playbook) => playbook.id)).toEqual(
      themeIds.filter((id) => businessPlaybooks.some((playbook) => playbook.id === id)),
    );
    expect(aiPlaybooks.map((playbook) => playbook.id)).toEqual(
      themeIds.filter((id) => aiPlaybooks.some((playbook) => playbook.id === id)),
    );
    for (const playbook of others) expect(themeIds.indexOf(playbook.id)).toBeLessThan(start);
  });

  test('every industry has at least one industry form among them', () => {
    const covered = new Set(fresh.flatMap((playbook) => Object.keys(playbook.byIndustry ?? {})));
    for (const industry of industries.values) expect(covered, industry).toContain(industry);
  });

  test('first actions open differently from one another and from the other playbooks', () => {
    const openings = [...others, ...fresh].map((playbook) => playbook.firstAction.slice(0, 4));
    expect(new Set(openings).size).toBe(openings.length);
  });

  describe.each(fresh.map((playbook) => [playbook.id, playbook] as const))('%s', (_id, playbook) => {
    test('the theme is complete', () => {
      expect(playbook.label).not.toBe('');
      expect(playbook.shortLabel).toBeDefined();
      expect(playbook.phases).toHaveLength(3);
      expect(playbook.toolCategories.length).toBeGreaterThan(0);
      expect(playbook.kpis.length).toBeGreaterThan(0);
      expect(playbook.questions).toHaveLength(2);
      expect(playbook.sources.length).toBeGreaterThanOrEqual(1);
      expect(playbook.sources.length).toBeLessThanOrEqual(2);
      if (playbook.industries !== 'all') {
        expect(playbook.industries.length).toBeGreaterThan(0);
        for (const industry of playbook.industries) expect(industries.values).toContain(industry);
      }
      for (const industry of Object.keys(playbook.byIndustry ?? {}))
        expect(industries.values).toContain(industry);
    });

    test.each(formsOf(playbook))('%s reads as the playbooks do', (_name, form) => {
      if (form.diagnosis) expect(form.diagnosis).toMatch(/。$/);
      if (form.firstAction) expect(form.firstAction).toMatch(/ことをお勧めします。$/);
      if (form.phases) {
        expect(form.phases).toHaveLength(3);
        for (const phase of form.phases) {
          expect(phase.length).toBeGreaterThanOrEqual(1);
          expect(phase.length).toBeLessThanOrEqual(2);
          for (const action of phase) expect(action, action).toMatch(/ます。$/);
        }
      }
      if (form.questions) for (const question of form.questions) expect(question, question).toMatch(/か。$/);
      for (const kpi of form.kpis ?? []) expect(kpi, kpi).toMatch(/（[^（）]+）$/);
      for (const text of sentencesOf(form)) {
        expect(text, text).not.toContain('しましょう');
        expect(text.split('まずは').length - 1, text).toBeLessThanOrEqual(1);
        expect(text, text).not.toMatch(statistic);
      }
      for (const text of textsOf(form)) {
        expect(text, text).not.toMatch(productNames);
        expect(text, text).not.toMatch(doubledNoun);
        expect(text, text).not.toContain('受付から請求まで');
        expect(text.trim(), text).toBe(text);
        expect(text, text).not.toMatch(/\s{2,}/);
      }
      for (const source of form.sources ?? []) {
        expect(source.title.trim()).not.toBe('');
        expect(source.publisher.trim()).not.toBe('');
        expect(new URL(source.url).protocol).toBe('https:');
        expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Date(`${source.checkedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(source.checkedOn);
        expect(source.checkedOn <= lastCheckedOn).toBe(true);
      }
    });
  });
});
