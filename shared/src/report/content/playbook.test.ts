import { describe, expect, test } from 'vitest';
import { playbookForIndustry } from './playbook';
import { playbooks } from './playbooks';

const paper = playbooks.find((playbook) => playbook.id === 'paper_fax')!;

describe('playbookForIndustry', () => {
  test('when the industry restates the theme, then its parts replace the theme’s and its sources are added', () => {
    const care = playbookForIndustry(paper, 'medical_care');

    expect(care.id).toBe('paper_fax');
    expect(care.firstAction).not.toBe(paper.firstAction);
    expect(care.firstAction).toContain('記録');
    expect(care.keywords).toBe(paper.keywords);
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
