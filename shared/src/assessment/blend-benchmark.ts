import { dimensionKeys, type DimensionKey } from '../contract/diagnosis-result';
import {
  baselineBenchmark,
  type BaselineStandings,
  type Benchmark,
  type Standing,
} from './baseline-benchmark';
import { levelPriorUncertainty } from './public-baseline';
import { reconcileWithAverage, standingBand } from './standing-band';

/** Below this many distinct peer companies no own figure is shown (and no average can be traced back). */
export const minimumDistinctPeers = 10;
/** From this many distinct companies the benchmark uses own data only. */
export const ownDataOnlyFrom = 100;
/** Prior strength of the baseline in the blend w = n / (n + blendPriorStrength). */
export const blendPriorStrength = 30;

/** Aggregates of distinct peer companies (latest completed report of each; never one company's row). */
export interface PeerAggregates {
  distinctCompanies: number;
  peerAverage: number;
  dimensionAverages: Record<DimensionKey, number>;
  percentile: number;
  dimensionPercentiles: Record<DimensionKey, number>;
}

/** Weight of own data: 0 below the minimum, n/(n+30) up to about 100 companies, then 1. */
export function ownDataWeight(distinctCompanies: number): number {
  if (distinctCompanies < minimumDistinctPeers) return 0;
  if (distinctCompanies >= ownDataOnlyFrom) return 1;
  return distinctCompanies / (distinctCompanies + blendPriorStrength);
}

/** Steps the peer figures are published in: a percentile to 10 points, an average to 5. */
export const peerPercentileStep = 10;
export const peerAverageStep = 5;

/**
 * The peer aggregates in coarse steps before anything is derived from them: a visitor who submits
 * probe after probe cannot then bracket one company's score from how the figures move, since one
 * company rarely moves a figure across a step.
 */
export function coarsened(peers: PeerAggregates): PeerAggregates {
  const step = (value: number, size: number) => Math.round(value / size) * size;
  const each = (values: Record<DimensionKey, number>, size: number) =>
    Object.fromEntries(dimensionKeys.map((key) => [key, step(values[key], size)])) as Record<
      DimensionKey,
      number
    >;
  return {
    distinctCompanies: peers.distinctCompanies,
    peerAverage: step(peers.peerAverage, peerAverageStep),
    dimensionAverages: each(peers.dimensionAverages, peerAverageStep),
    percentile: step(peers.percentile, peerPercentileStep),
    dimensionPercentiles: each(peers.dimensionPercentiles, peerPercentileStep),
  };
}

/** A peer percentile's 95 % range from sampling alone. */
function peerStanding(percentile: number, count: number): Standing {
  const share = percentile / 100;
  const margin = 196 * Math.sqrt(Math.max(share * (1 - share), 0.01) / count);
  return { mid: percentile, low: percentile - margin, high: percentile + margin };
}

function blend(weight: number, own: Standing, baseline: Standing): Standing {
  const mix = (a: number, b: number) => weight * a + (1 - weight) * b;
  return {
    mid: mix(own.mid, baseline.mid),
    low: mix(own.low, baseline.low),
    high: mix(own.high, baseline.high),
  };
}

/**
 * The benchmark of DESIGN §7a: public statistics below ten distinct peer companies, a blend weighted
 * by w = n/(n+30) from ten, own data alone from about a hundred. Averages are rounded to whole points
 * and shown only from ten companies, so no figure lets anyone recover one company's score.
 */
export function blendBenchmark(baseline: BaselineStandings, exactPeers: PeerAggregates | null): Benchmark {
  const weight = exactPeers ? ownDataWeight(exactPeers.distinctCompanies) : 0;
  if (!exactPeers || weight === 0) return baselineBenchmark(baseline);
  const peers = coarsened(exactPeers);

  const count = peers.distinctCompanies;
  const widen = (1 - weight) * levelPriorUncertainty;
  const overall = blend(weight, peerStanding(peers.percentile, count), baseline.overall);
  const dimensions = Object.fromEntries(
    dimensionKeys.map((key) => [
      key,
      blend(weight, peerStanding(peers.dimensionPercentiles[key], count), baseline.dimensions[key]),
    ]),
  ) as Record<DimensionKey, Standing>;
  const mix = (own: number, base: number) => Math.round(weight * own + (1 - weight) * base);
  const bandOf = (standing: Standing) => standingBand(standing.mid, standing.low, standing.high, widen);
  return {
    percentile: Math.round(overall.mid),
    dimensionPercentiles: Object.fromEntries(
      dimensionKeys.map((key) => [key, Math.round(dimensions[key].mid)]),
    ) as Record<DimensionKey, number>,
    peerAverage: mix(peers.peerAverage, baseline.average),
    peerCount: count,
    source: weight === 1 ? 'peers' : 'blended',
    band: bandOf(overall),
    dimensionBands: Object.fromEntries(
      dimensionKeys.map((key) => [
        key,
        reconcileWithAverage(
          bandOf(dimensions[key]),
          baseline.scores[key],
          mix(peers.dimensionAverages[key], baseline.dimensionAverages[key]),
        ),
      ]),
    ) as Benchmark['dimensionBands'],
    dimensionAverages: Object.fromEntries(
      dimensionKeys.map((key) => [key, mix(peers.dimensionAverages[key], baseline.dimensionAverages[key])]),
    ) as Record<DimensionKey, number>,
  };
}
