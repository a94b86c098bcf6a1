import { describe, expect, test } from 'vitest';
import { askKinds, constraintKinds } from '../reading/reading';
import { askAnswers } from './ask-answers';
import { constraintAdvice } from './constraint-advice';

const slots = new Set(['{programme}', '{programmeLink}', '{tools}', '{focus}', '{desks}']);

describe('ask answers and constraint advice', () => {
  test.each(askKinds)('the %s answer is polite Japanese with known slots only', (kind) => {
    const { answer, sources } = askAnswers[kind];

    expect(answer).toMatch(/。$/u);
    expect(answer).not.toContain('しましょう');
    for (const slot of answer.match(/\{[^}]+\}/gu) ?? []) expect(slots.has(slot), slot).toBe(true);
    // No amount, rate or date: those come only from the dated programme table.
    expect(answer).not.toMatch(/\d+(?:\.\d+)?\s*(?:%|％|割|円|万|億)/u);
    for (const source of sources) {
      expect(new URL(source.url).protocol).toBe('https:');
      expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
    }
  });

  test('the answer on putting clients’ data into AI rests on the regulator’s notice', () => {
    expect(askAnswers.rules.sources.map((source) => source.publisher)).toContain('個人情報保護委員会');
  });

  test.each(constraintKinds)('the %s advice is one polite sentence without figures', (kind) => {
    const advice = constraintAdvice[kind];

    expect(advice.split('。').filter(Boolean)).toHaveLength(1);
    expect(advice).not.toMatch(/\d/u);
  });
});
