import { funnelStepOrder } from '@app/shared/contract';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { funnelWithReach, topSources } from './build-overview';

describe('funnelWithReach', () => {
  test('when a later step was viewed more often than an earlier one, then it reaches no further than the earlier one', () => {
    const funnel = funnelWithReach(
      new Map([
        ['landing', 100],
        ['start', 162],
        ['diagnosis', 185],
        ['userinfo', 90],
        ['submitted', 40],
        ['report', 45],
      ]),
    );

    expect(funnel.map((entry) => [entry.step, entry.count, entry.reached])).toEqual([
      ['landing', 100, 100],
      ['start', 162, 100],
      ['diagnosis', 185, 100],
      ['userinfo', 90, 90],
      ['submitted', 40, 40],
      ['report', 45, 40],
    ]);
  });

  test('when a step was never counted, then it and every step after it reach 0', () => {
    const funnel = funnelWithReach(
      new Map([
        ['landing', 10],
        ['diagnosis', 4],
        ['report', 1],
      ]),
    );

    expect(funnel.map((entry) => entry.count)).toEqual([10, 0, 4, 0, 0, 1]);
    expect(funnel.map((entry) => entry.reached)).toEqual([10, 0, 0, 0, 0, 0]);
  });

  test('whatever the counts, then `reached` never rises along the flow nor exceeds the count, so no rate passes 100 %', () => {
    const counts = fc.array(fc.nat({ max: 100_000 }), {
      minLength: funnelStepOrder.length,
      maxLength: funnelStepOrder.length,
    });
    fc.assert(
      fc.property(counts, (values) => {
        const funnel = funnelWithReach(new Map(funnelStepOrder.map((step, index) => [step, values[index]!])));

        expect(funnel.map((entry) => entry.step)).toEqual([...funnelStepOrder]);
        expect(funnel.map((entry) => entry.count)).toEqual(values);
        expect(funnel[0]!.reached).toBe(values[0]);
        for (const [index, entry] of funnel.entries()) {
          expect(entry.reached).toBeLessThanOrEqual(entry.count);
          if (index > 0) expect(entry.reached).toBeLessThanOrEqual(funnel[index - 1]!.reached);
        }
      }),
    );
  });
});

describe('topSources', () => {
  test('when more than ten sources counted, then the ten largest are listed and the rest add up to その他', () => {
    const counts = new Map<string, number>([
      ['direct', 50],
      ['ref:www.google.co.jp', 30],
      ...Array.from({ length: 11 }, (_, index) => [`utm:campaign-${index}`, 20 - index] as [string, number]),
    ]);

    const sources = topSources(counts);

    expect(sources).toHaveLength(11);
    expect(sources[0]).toEqual({ key: 'direct', label: '直接・不明', count: 50 });
    expect(sources[1]).toEqual({
      key: 'ref:www.google.co.jp',
      label: 'www.google.co.jp（参照元）',
      count: 30,
    });
    expect(sources[2]).toEqual({ key: 'utm:campaign-0', label: 'campaign-0', count: 20 });
    // campaign-8 (12), campaign-9 (11) and campaign-10 (10) are beyond the tenth.
    expect(sources[10]).toEqual({ key: 'other', label: 'その他', count: 12 + 11 + 10 });
  });

  test('when nothing was counted, then the list is empty (no その他 of 0)', () => {
    expect(topSources(new Map())).toEqual([]);
  });
});
