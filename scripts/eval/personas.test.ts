import { submitRequestSchema } from '@app/shared/contract';
import { companySizes, industries } from '@app/shared/questionnaire';
import { describe, expect, test } from 'vitest';
import { submissionOf, submitRequestOf } from './build-submission';
import { personas } from './personas';

describe('eval personas', () => {
  test.each(personas.map((persona) => [persona.id, persona] as const))(
    'when %s is sent as a submit request, then it is valid',
    (_id, persona) => {
      const parsed = submitRequestSchema.safeParse(submitRequestOf(persona));

      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  test('when the personas are counted, then there are at least 20 with unique kebab-case ids', () => {
    const ids = personas.map((persona) => persona.id);

    expect(personas.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  test('when the personas are grouped, then every industry and every company size is covered', () => {
    const coveredIndustries = new Set(personas.map((persona) => persona.industry));
    const coveredSizes = new Set(personas.map((persona) => persona.companySize));

    expect([...industries.values].filter((industry) => !coveredIndustries.has(industry))).toEqual([]);
    expect([...companySizes.values].filter((size) => !coveredSizes.has(size))).toEqual([]);
  });

  test('when a persona becomes a stored submission, then its id is a stable UUID and its e-mail names the persona', () => {
    const persona = personas[0]!;

    const first = submissionOf(persona);
    const second = submissionOf(persona);

    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second.id).toBe(first.id);
    expect(first.email).toBe(`eval@${persona.id}.example.co.jp`);
  });
});
