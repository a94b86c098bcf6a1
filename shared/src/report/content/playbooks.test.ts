import { describe, expect, test } from 'vitest';
import { industries } from '../../questionnaire/dropdown-options';
import type { Playbook } from './playbook';
import { playbooks } from './playbooks';
import { themeIds } from './theme-ids';

/** Product and vendor names that must not appear in the advice text. */
const productNames =
  /Excel|エクセル|kintone|キントーン|freee|マネーフォワード|弥生|Salesforce|セールスフォース|ChatGPT|Copilot|Gemini|Claude|Slack|Teams|Zoom|LINE|Google|Microsoft|AWS|SmartHR|スマレジ|Airレジ|じゃらん|楽天|Shopify|BASE/;

/** A figure that would need a source: a percentage, ratio, amount or multiple. */
const statistic = /\d+(?:\.\d+)?\s*(?:%|％|割|倍|円|万|億)/;

function textsOf(playbook: Playbook): string[] {
  return [playbook.label, playbook.diagnosis, playbook.firstAction, ...playbook.phases.flat()];
}

function allTextsOf(playbook: Playbook): string[] {
  return [...textsOf(playbook), ...playbook.toolCategories, ...playbook.kpis];
}

describe('playbooks', () => {
  test('there is exactly one playbook per ThemeId, in ThemeId order', () => {
    expect(playbooks.map((playbook) => playbook.id)).toEqual([...themeIds]);
  });

  describe.each(playbooks.map((playbook) => [playbook.id, playbook] as const))('%s', (id, playbook) => {
    test('industries are known codes or all', () => {
      if (playbook.industries === 'all') return;
      expect(playbook.industries.length).toBeGreaterThan(0);
      for (const industry of playbook.industries) expect(industries.values).toContain(industry);
    });

    test('phases hold one or two full sentences each', () => {
      expect(playbook.phases).toHaveLength(3);
      for (const phase of playbook.phases) {
        expect(phase.length).toBeGreaterThanOrEqual(1);
        expect(phase.length).toBeLessThanOrEqual(2);
        for (const action of phase) expect(action, action).toMatch(/ます。$/);
      }
      expect(playbook.firstAction).toMatch(/ます。$/);
      expect(playbook.diagnosis).toMatch(/。$/);
    });

    test('the text is polite, not exhortative, and invents no figure', () => {
      for (const text of textsOf(playbook)) {
        expect(text, text).not.toContain('しましょう');
        expect(text.split('まずは').length - 1, text).toBeLessThanOrEqual(1);
        expect(text, text).not.toMatch(statistic);
      }
    });

    test('no product or vendor names in tool categories or advice', () => {
      expect(playbook.toolCategories.length).toBeGreaterThan(0);
      for (const text of [...textsOf(playbook), ...playbook.toolCategories]) {
        expect(text, text).not.toMatch(productNames);
      }
    });

    test('every KPI states its unit in （）', () => {
      expect(playbook.kpis.length).toBeGreaterThan(0);
      for (const kpi of playbook.kpis) expect(kpi, kpi).toMatch(/（[^（）]+）$/);
    });

    test('sources are official https pages with a valid checkedOn', () => {
      expect(playbook.sources.length).toBeGreaterThanOrEqual(1);
      expect(playbook.sources.length).toBeLessThanOrEqual(2);
      for (const source of playbook.sources) {
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.publisher.length).toBeGreaterThan(0);
        expect(new URL(source.url).protocol).toBe('https:');
        expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const day = new Date(`${source.checkedOn}T00:00:00Z`);
        expect(day.toISOString().slice(0, 10)).toBe(source.checkedOn);
        expect(source.checkedOn <= '2026-11-24').toBe(true);
      }
    });

    test('all text is Japanese sentences without stray whitespace', () => {
      for (const text of allTextsOf(playbook)) {
        expect(text.trim(), text).toBe(text);
        expect(text, text).not.toMatch(/\s{2,}/);
      }
    });
  });

  test('first actions open differently from one another', () => {
    const openings = playbooks.map((playbook) => playbook.firstAction.slice(0, 4));
    expect(new Set(openings).size).toBe(openings.length);
  });
});
