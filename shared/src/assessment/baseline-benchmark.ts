import { dimensionKeys, type DimensionKey, type ReportScores } from '../contract/diagnosis-result';
import { companySizes, industries, type CompanySize, type Industry } from '../questionnaire/dropdown-options';
import { levelBand, type MaturityLevel } from './maturity-levels';
import {
  aiRateByIndustry,
  aiRateBySize,
  dxRateByIndustry,
  dxRateBySize,
  engagedLevelShares,
  industryReferenceRate,
} from './public-baseline';

/** The benchmark block of the scores (percentiles, comparison group, and which group it was). */
export type Benchmark = ReportScores['benchmark'];

// The size source's all-firm rate (tdb-dx-2023), for a size code the baseline does not know.
const dxAllSizes = 16.4;

const logit = (percent: number) => Math.log(percent / (100 - percent));
const invlogit = (x: number) => 100 / (1 + Math.exp(-x));

function isIndustry(value: string): value is Industry {
  return (industries.values as readonly string[]).includes(value);
}
function isCompanySize(value: string): value is CompanySize {
  return (companySizes.values as readonly string[]).includes(value);
}

/**
 * Share (%) of firms in a segment that are engaged, on the log-odds model of the research file:
 * the size band sets the level, the industry shifts it by its offset against the industry source's
 * reference; an unpublished industry gets no offset.
 */
export function segmentEngagedRate(metric: 'dx' | 'ai', industry: string, companySize: string): number {
  const bySize = metric === 'dx' ? dxRateBySize : aiRateBySize;
  const byIndustry = metric === 'dx' ? dxRateByIndustry : aiRateByIndustry;
  const sizeRate = isCompanySize(companySize)
    ? bySize[companySize]
    : metric === 'dx'
      ? dxAllSizes
      : industryReferenceRate.ai;
  const industryRate = isIndustry(industry) ? byIndustry[industry] : null;
  const offset = industryRate === null ? 0 : logit(industryRate) - logit(industryReferenceRate[metric]);
  return invlogit(logit(sizeRate) + offset);
}

/** Share (0–1) of a segment's firms at each level 1–5: level 1 is the non-engaged rest. */
export function levelDistribution(engagedRate: number): [number, number, number, number, number] {
  const engaged = engagedRate / 100;
  // The published shares are rounded (they sum to 0.999); normalising keeps the total at one.
  const total = engagedLevelShares.reduce((sum, share) => sum + share, 0);
  return [1 - engaged, ...engagedLevelShares.map((share) => (engaged * share) / total)] as [
    number,
    number,
    number,
    number,
    number,
  ];
}

/**
 * Percentile (0–100) of a score under a level distribution, taking scores as spread evenly
 * inside each level's score band: the share of firms below the score.
 */
export function percentileInDistribution(score: number, distribution: readonly number[]): number {
  let below = 0;
  for (let index = 0; index < 5; index += 1) {
    const { low, high } = levelBand((index + 1) as MaturityLevel);
    const share = distribution[index]!;
    if (score >= high && index < 4) below += share;
    else if (score >= low) below += share * Math.min(1, (score - low) / (high - low));
  }
  return Math.min(100, Math.max(0, below * 100));
}

/** Mean score (0–100) of a level distribution, each level at the middle of its band. */
export function meanOfDistribution(distribution: readonly number[]): number {
  return distribution.reduce((sum, share, index) => {
    const { low, high } = levelBand((index + 1) as MaturityLevel);
    return sum + share * ((low + high) / 2);
  }, 0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The benchmark against public statistics, used below five own peers. AI adoption is compared with
 * generative-AI adoption rates, the other dimensions and the overall score with DX rates.
 */
export function baselineBenchmark(
  segment: { industry: string; companySize: string },
  scores: { overall: number; dimensions: Record<DimensionKey, number> },
): Benchmark {
  const dx = levelDistribution(segmentEngagedRate('dx', segment.industry, segment.companySize));
  const ai = levelDistribution(segmentEngagedRate('ai', segment.industry, segment.companySize));
  const dimensionPercentiles = Object.fromEntries(
    dimensionKeys.map((key) => [
      key,
      round1(percentileInDistribution(scores.dimensions[key], key === 'aiAdoption' ? ai : dx)),
    ]),
  ) as Record<DimensionKey, number>;
  return {
    percentile: round1(percentileInDistribution(scores.overall, dx)),
    dimensionPercentiles,
    peerAverage: round1(meanOfDistribution(dx)),
    // No own peer is used, so none is counted (and the few that exist stay undisclosed).
    peerCount: 0,
    source: 'baseline',
  };
}
