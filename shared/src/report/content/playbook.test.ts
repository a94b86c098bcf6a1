import { describe, expect, test } from 'vitest';
import { companySizes } from '../../questionnaire/dropdown-options';
import { aiPlaybooks } from './ai-playbooks';
import { businessPlaybooks } from './business-playbooks';
import { largeCompanySizes, playbookForIndustry, type Playbook } from './playbook';
import { playbooks } from './playbooks';
import type { ThemeId } from './theme-ids';

const paper = playbooks.find((playbook) => playbook.id === 'paper_fax')!;

describe('playbookForIndustry', () => {
  test('when the industry restates the theme, then its parts replace the theme’s and its sources are added', () => {
    const care = playbookForIndustry(paper, 'medical_care');

    expect(care.id).toBe('paper_fax');
    expect(care.firstAction).not.toBe(paper.firstAction);
    expect(care.firstAction).toContain('記録');
    expect(care.sources.slice(0, paper.sources.length)).toEqual(paper.sources);
    expect(care.sources.length).toBeGreaterThan(paper.sources.length);
    // The theme's short name (「紙・FAX業務の電子化」) would name the wrong thing in a care home.
    expect(care.shortLabel ?? care.label).not.toContain('FAX');
  });

  test('when the industry has no form of its own, then the theme is returned as it is', () => {
    expect(playbookForIndustry(paper, 'manufacturing')).toBe(paper);
  });

  test('every industry form is complete where it restates the phases', () => {
    for (const playbook of playbooks) {
      for (const variant of Object.values(playbook.byIndustry ?? {})) {
        if (variant.phases) for (const phase of variant.phases) expect(phase.length).toBeGreaterThan(0);
        if (variant.kpis) expect(variant.kpis.every((kpi) => /（.+）$/u.test(kpi))).toBe(true);
      }
    }
  });
});

const every: Playbook[] = [...playbooks, ...businessPlaybooks, ...aiPlaybooks];
const byId = (id: ThemeId): Playbook => every.find((playbook) => playbook.id === id)!;

describe('playbookForIndustry with a company size', () => {
  const large = paper.forLargeCompanies!;

  test.each(['300_999', 'gte1000'])('when the size is %s, then the large-company form is applied', (size) => {
    const forLarge = playbookForIndustry(paper, 'manufacturing', size);

    expect(forLarge.firstAction).toBe(large.firstAction);
    expect(forLarge.phases).toEqual(large.phases);
    expect(forLarge.kpis).toEqual(large.kpis);
    // The large-company form keeps the theme's own naming.
    expect(forLarge.label).toBe(paper.label);
    expect(forLarge.shortLabel).toBe(paper.shortLabel);
    expect(forLarge.sources).toEqual([...paper.sources, ...(large.sources ?? [])]);
  });

  test.each(['lt10', '10_29', '30_99', '100_299', undefined, 'unknown'])(
    'when the size is %s, then the theme is returned as the industry lives it',
    (size) => {
      expect(playbookForIndustry(paper, 'manufacturing', size)).toBe(paper);
      expect(playbookForIndustry(paper, 'medical_care', size)).toEqual(
        playbookForIndustry(paper, 'medical_care'),
      );
    },
  );

  test('when both apply, then the industry form comes first and the large-company form after it', () => {
    const care = paper.byIndustry!.medical_care!;
    const careForLarge = playbookForIndustry(paper, 'medical_care', 'gte1000');

    expect(careForLarge.label).toBe(care.label);
    expect(careForLarge.shortLabel).toBe(care.shortLabel);
    expect(careForLarge.diagnosis).toBe(care.diagnosis);
    expect(careForLarge.firstAction).toBe(large.firstAction);
    expect(careForLarge.sources).toEqual([
      ...paper.sources,
      ...(care.sources ?? []),
      ...(large.sources ?? []),
    ]);
  });

  test('when the theme has no large-company form, then the size changes nothing', () => {
    const dispatch = byId('dispatch');
    expect(dispatch.forLargeCompanies).toBeUndefined();
    expect(playbookForIndustry(dispatch, 'transport_logistics', 'gte1000')).toBe(dispatch);
  });

  test('the large sizes are the questionnaire codes for 300 employees or more', () => {
    expect(largeCompanySizes).toEqual(['300_999', 'gte1000']);
    for (const size of largeCompanySizes) expect(companySizes.values).toContain(size);
  });

  test.each([
    'paper_fax',
    'spreadsheet_silos',
    'data_utilisation',
    'knowledge_handover',
    'genai_start',
    'ai_governance',
    'security',
    'system_integration',
    'tool_adoption',
    'ai_pilot_stalled',
  ] as ThemeId[])('%s has a complete large-company form', (id) => {
    const form = byId(id).forLargeCompanies;
    expect(form, id).toBeDefined();
    expect(form!.firstAction).toMatch(/ます。$/);
    expect(form!.phases).toHaveLength(3);
    for (const phase of form!.phases!) {
      expect(phase.length).toBeGreaterThanOrEqual(1);
      expect(phase.length).toBeLessThanOrEqual(2);
      for (const action of phase) expect(action, action).toMatch(/ます。$/);
    }
    expect(form!.toolCategories!.length).toBeGreaterThan(0);
    for (const kpi of form!.kpis!) expect(kpi, kpi).toMatch(/（[^（）]+）$/);
    expect(form!.questions).toHaveLength(2);
    expect(form!.sources!.length).toBeGreaterThan(0);
    for (const source of form!.sources!) expect(new URL(source.url).protocol).toBe('https:');
  });
});
