import {
  dimensionKeys,
  type DimensionKey,
  type ReportScores,
  type StandingBand,
} from '../contract/diagnosis-result';
import { companySizes, industries, type CompanySize, type Industry } from '../questionnaire/dropdown-options';
import { levelBand, type MaturityLevel } from './maturity-levels';
import {
  aiCompanyWideShareOfUsers,
  aiRateByIndustry,
  aiUseRateBySize,
  dxRateByIndustry,
  individualTrialShareOfNonUsers,
  industryReferenceRate,
  levelPriorBySize,
  levelPriorUncertainty,
} from './public-baseline';
import { choicePoints } from './scoring-rubric';
import { reconcileWithAverage, standingBand, withheldBand } from './standing-band';

/** The benchmark block of the scores. */
export type Benchmark = ReportScores['benchmark'];

/** A standing: the estimate's midpoint and the range it is consistent with (percentiles 0–100). */
export interface Standing {
  mid: number;
  low: number;
  high: number;
}

const logit = (share: number) => Math.log(share / (1 - share));
const invlogit = (x: number) => 1 / (1 + Math.exp(-x));
const clampShare = (share: number) => Math.min(0.999, Math.max(0.001, share));

const mapDimensions = <T>(fn: (key: DimensionKey) => T) =>
  Object.fromEntries(dimensionKeys.map((key) => [key, fn(key)])) as Record<DimensionKey, T>;

function isIndustry(value: string): value is Industry {
  return (industries.values as readonly string[]).includes(value);
}
function isCompanySize(value: string): value is CompanySize {
  return (companySizes.values as readonly string[]).includes(value);
}

/** Log-odds offset of an industry against the industry source's reference; 0 when unpublished. */
function industryOffset(metric: 'dx' | 'ai', industry: string): number {
  const rate = isIndustry(industry)
    ? (metric === 'dx' ? dxRateByIndustry : aiRateByIndustry)[industry]
    : null;
  return rate === null ? 0 : logit(rate / 100) - logit(industryReferenceRate[metric] / 100);
}

/**
 * Share (0–1) of a segment's firms at levels 1–5: the size band's prior, shifted by the industry's
 * offset on the cumulative log-odds P(level ≥ k) for k = 2–4 (a proportional-odds shift), so a leading
 * industry moves firms up the ladder. Level 5 (DX推進指標 4+, about 1 % of submitters) is not shifted:
 * no source gives it by industry, and shifting it put about 10 % of large ICT firms there. An unknown
 * size uses the 30–99 band.
 */
export function levelPrior(industry: string, companySize: string): number[] {
  const base = levelPriorBySize[isCompanySize(companySize) ? companySize : '30_99'].shares;
  const total = base.reduce((sum, share) => sum + share, 0);
  const offset = industryOffset('dx', industry);
  // atLeast[k] = P(level ≥ k + 1); atLeast[0] is 1.
  const atLeast = base.map((_, index) => base.slice(index).reduce((sum, share) => sum + share, 0) / total);
  const shifted = atLeast.map((share, index) => {
    if (index === 0) return 1;
    if (index === 4) return share;
    return invlogit(logit(clampShare(share)) + offset);
  });
  // A lagging industry can push level 4+ below the unshifted level 5; level 5 never exceeds level 4+.
  shifted[4] = Math.min(shifted[4]!, shifted[3]! / 2);
  return shifted.map((share, index) => share - (shifted[index + 1] ?? 0));
}

/**
 * Shares (0–1) of a segment's firms on the q6 ladder: A no use, B individuals only, C company use
 * in parts, D company-wide with measured effect. Company use (C + D) is the generative-AI adoption
 * rate of the size band, shifted by the industry's offset.
 */
export function aiUsePrior(industry: string, companySize: string): number[] {
  const size: CompanySize = isCompanySize(companySize) ? companySize : '30_99';
  const users = invlogit(logit(aiUseRateBySize[size] / 100) + industryOffset('ai', industry));
  const companyWide = users * aiCompanyWideShareOfUsers[size];
  const nonUsers = 1 - users;
  return [
    nonUsers * (1 - individualTrialShareOfNonUsers),
    nonUsers * individualTrialShareOfNonUsers,
    users - companyWide,
    companyWide,
  ];
}

/** The standing of a group index among shares, `position` (0–1) placing it inside its group. */
export function standingInGroups(shares: readonly number[], group: number, position: number): Standing {
  const low = shares.slice(0, group).reduce((sum, share) => sum + share, 0) * 100;
  const high = low + shares[group]! * 100;
  return { low, high, mid: low + (high - low) * Math.min(1, Math.max(0, position)) };
}

/** Where an overall score stands under a level prior: within its level's share, placed by the score. */
export function levelStanding(level: MaturityLevel, overall: number, prior: readonly number[]): Standing {
  const { low, high } = levelBand(level);
  // A gated company can score above its level's band; it is then placed at the top of its level.
  return standingInGroups(prior, level - 1, (overall - low) / (high - low));
}

/**
 * Where a dimension score stands on a four-step ladder (A–D at 0/33/67/100 points) of shares:
 * whole steps sit in the middle of their group; scores between steps sit between the groups.
 */
export function ladderStanding(score: number, shares: readonly number[]): Standing {
  const steps = Object.values(choicePoints);
  const step = steps.reduce((best, points, index) => (score >= points ? index : best), 0);
  const next = steps[step + 1];
  const between = next === undefined ? 0 : (score - steps[step]!) / (next - steps[step]!);
  return standingInGroups(shares, step, 0.5 + between / 2);
}

/** The white-paper stages as a four-step ladder (level 5 folded into stage 4). */
function stageLadder(prior: readonly number[]): number[] {
  return [prior[0]!, prior[1]!, prior[2]!, prior[3]! + prior[4]!];
}

/** Mean score of shares over the A–D ladder. */
function ladderMean(shares: readonly number[]): number {
  const points = Object.values(choicePoints);
  return shares.reduce((sum, share, index) => sum + share * points[index]!, 0);
}

const bandOf = (standing: Standing): StandingBand =>
  standingBand(standing.mid, standing.low, standing.high, levelPriorUncertainty);

/** The standings of a company against public statistics, before rounding into a Benchmark. */
export interface BaselineStandings {
  /** The company's own dimension scores, which each dimension's band must agree with. */
  scores: Record<DimensionKey, number>;
  overall: Standing;
  dimensions: Record<DimensionKey, Standing>;
  /** Expected overall score of the segment. */
  average: number;
  dimensionAverages: Record<DimensionKey, number>;
}

/**
 * The segment's public-statistics standings: the overall score on the level prior, the AI
 * dimension on company AI use, the other dimensions on the stage ladder they mirror.
 */
export function baselineStandings(
  segment: { industry: string; companySize: string },
  assessment: { overall: number; level: MaturityLevel; dimensions: Record<DimensionKey, number> },
): BaselineStandings {
  // 「その他」 (or an unknown industry) could be any industry: the range spans every published
  // industry's standing, around the size band's own.
  if (!isIndustry(segment.industry) || segment.industry === 'other') {
    const own = segmentStandings({ ...segment, industry: 'other' }, assessment);
    const all = industries.values.map((industry) =>
      segmentStandings({ industry, companySize: segment.companySize }, assessment),
    );
    const span = (pick: (standings: BaselineStandings) => Standing): Standing => ({
      mid: pick(own).mid,
      low: Math.min(...all.map((standings) => pick(standings).low)),
      high: Math.max(...all.map((standings) => pick(standings).high)),
    });
    return {
      ...own,
      overall: span((standings) => standings.overall),
      dimensions: mapDimensions((key) => span((standings) => standings.dimensions[key])),
    };
  }
  return segmentStandings(segment, assessment);
}

function segmentStandings(
  segment: { industry: string; companySize: string },
  assessment: { overall: number; level: MaturityLevel; dimensions: Record<DimensionKey, number> },
): BaselineStandings {
  const prior = levelPrior(segment.industry, segment.companySize);
  const stages = stageLadder(prior);
  const ai = aiUsePrior(segment.industry, segment.companySize);
  const sharesFor = (key: DimensionKey) => (key === 'aiAdoption' ? ai : stages);
  const average = prior.reduce((sum, share, index) => {
    const { low, high } = levelBand((index + 1) as MaturityLevel);
    return sum + share * ((low + high) / 2);
  }, 0);
  const standingOf = (key: DimensionKey): Standing => {
    const standing = ladderStanding(assessment.dimensions[key], sharesFor(key));
    // How non-users split between A and B is assumed, so their range spans every non-user.
    if (key === 'aiAdoption' && assessment.dimensions[key] < choicePoints.C) {
      return { ...standing, low: 0, high: (ai[0]! + ai[1]!) * 100 };
    }
    return standing;
  };
  return {
    scores: assessment.dimensions,
    overall: levelStanding(assessment.level, assessment.overall, prior),
    dimensions: Object.fromEntries(dimensionKeys.map((key) => [key, standingOf(key)])) as Record<
      DimensionKey,
      Standing
    >,
    average,
    dimensionAverages: Object.fromEntries(
      dimensionKeys.map((key) => [key, ladderMean(sharesFor(key))]),
    ) as Record<DimensionKey, number>,
  };
}

/** The benchmark against public statistics alone (no own peers are shown). */
export function baselineBenchmark(standings: BaselineStandings): Benchmark {
  return {
    percentile: Math.round(standings.overall.mid),
    dimensionPercentiles: mapDimensions((key) => Math.round(standings.dimensions[key].mid)),
    peerAverage: Math.round(standings.average),
    peerCount: 0,
    source: 'baseline',
    band: bandOf(standings.overall),
    dimensionBands: mapDimensions((key) =>
      reconcileWithAverage(
        bandOf(standings.dimensions[key]),
        standings.scores[key],
        standings.dimensionAverages[key],
      ),
    ),
    dimensionAverages: mapDimensions((key) => Math.round(standings.dimensionAverages[key])),
  };
}

/**
 * The benchmark with every standing withheld (label 「判定保留」, range kept for the record): for answer
 * profiles the report flags as contradictory, where no standing can be stated until they are confirmed.
 */
export function withholdStanding(benchmark: Benchmark): Benchmark {
  return {
    ...benchmark,
    band: benchmark.band && withheldBand(benchmark.band),
    dimensionBands:
      benchmark.dimensionBands && mapDimensions((key) => withheldBand(benchmark.dimensionBands![key])),
  };
}
