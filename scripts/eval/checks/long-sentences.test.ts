import { describe, expect, test } from 'vitest';
import { measureSentenceLength } from './long-sentences';

describe('measureSentenceLength', () => {
  test('when a field has sentences of one, two and four clauses, then only the long one is counted and listed', () => {
    const report = {
      id: 'r1',
      names: [],
      fields: [
        {
          path: 'executiveSummary.keyFinding',
          text: '紙の業務が多い状態です。担当者が決まっておらず、続きにくい体制です。予算がなく、人もおらず、時間もなく、進みません。',
        },
      ],
    };

    const length = measureSentenceLength([report]);

    expect(length.sentences).toBe(3);
    expect(length.overTwoClauses).toBe(1);
    expect(length.overThreeClauses).toBe(1);
    expect(length.longest[0]).toMatchObject({ reportId: 'r1', clauses: 4 });
  });
});
