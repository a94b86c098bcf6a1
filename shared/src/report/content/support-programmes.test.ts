import { describe, expect, test } from 'vitest';
import { industries } from '../../questionnaire/dropdown-options';
import { normaliseProgrammeName } from '../answer-asks';
import { smeCategoriesByIndustry, supportProgrammes } from './support-programmes';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const rate = /\d+\/\d+/;
const yen = /\d[\d,]*万円|\d+億円/;

describe('supportProgrammes facts', () => {
  test('every industry has at least one SME category', () => {
    for (const industry of industries.values) {
      expect(smeCategoriesByIndustry[industry].length, industry).toBeGreaterThan(0);
    }
  });

  test.each(supportProgrammes.map((programme) => [programme.id, programme] as const))(
    '%s: frames state rates and caps as published, tiers without gaps or overlaps',
    (_id, programme) => {
      for (const frame of programme.frames) {
        expect(frame.name).not.toBe('');
        if (frame.rate !== null) expect(frame.rate).toMatch(rate);
        if (frame.caps === null) continue;
        expect(frame.caps.length).toBeGreaterThan(0);
        for (const tier of frame.caps) {
          expect(tier.cap).toMatch(yen);
          if (tier.raisedCap) {
            expect(tier.raisedCap).toMatch(yen);
            expect(frame.raisedBy, `${frame.name}: a raised cap needs what raises it`).toBeDefined();
          }
        }
        for (let index = 1; index < frame.caps.length; index += 1) {
          expect(frame.caps[index]!.employees.min).toBe(frame.caps[index - 1]!.employees.max! + 1);
        }
        expect(frame.caps[frame.caps.length - 1]!.employees.max).toBeNull();
      }
    },
  );

  test.each(supportProgrammes.map((programme) => [programme.id, programme] as const))(
    '%s: the call agrees with the day the entry was checked',
    (_id, programme) => {
      const call = programme.call;
      if (!call) return;
      const checked = programme.source.checkedOn;
      if (call.opens) expect(call.opens).toMatch(isoDate);
      if (call.closes) expect(call.closes).toMatch(isoDate);
      if (call.opens && call.closes) expect(call.opens <= call.closes).toBe(true);
      if (call.status === 'open') expect(call.opens! <= checked && checked <= call.closes!).toBe(true);
      if (call.status === 'upcoming') expect(call.opens! > checked).toBe(true);
      if (call.status === 'closed') expect(call.closes! < checked).toBe(true);
      if (call.status === 'rolling') expect(call.closes).toBeNull();
    },
  );

  test('subsidies with an SME test list what to prepare', () => {
    for (const programme of supportProgrammes.filter((entry) => entry.kind === 'subsidy')) {
      expect(programme.prepare.length, programme.id).toBeGreaterThan(0);
    }
  });

  test('sector programmes carry a stateless sector pattern', () => {
    const sectors = supportProgrammes.filter((programme) => programme.sector);
    expect(sectors.map((programme) => programme.id).sort()).toEqual([
      'care-technology-prefectural',
      'lodging-labour-shortage',
      'smart-agriculture-plan',
    ]);
    for (const programme of sectors) {
      expect(programme.sector!.keywords.global || programme.sector!.keywords.sticky).toBe(false);
    }
  });

  test('no alias names two programmes', () => {
    const seen = new Map<string, string>();
    for (const programme of supportProgrammes) {
      for (const alias of programme.aliases.map(normaliseProgrammeName)) {
        expect(seen.get(alias), `${alias} in ${programme.id}`).toBeUndefined();
        seen.set(alias, programme.id);
      }
    }
  });

  test('large firms have a route that applies no SME test', () => {
    const routes = supportProgrammes.filter((programme) => programme.largeFirms);
    expect(routes.length).toBeGreaterThan(0);
    for (const programme of routes) expect(programme.smeTest).toBe('none');
  });
});
