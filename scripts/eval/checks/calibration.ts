import { emptyReading } from '../../../shared/src/report/reading/reading';
import {
  calibrationTargets,
  levelPrior,
  levelPriorBySize,
  maxLevel5Share,
  type CalibrationTarget,
} from '@app/shared/assessment';
import type { StandingBand } from '@app/shared/contract';
import { industries, type CompanySize, type Industry } from '@app/shared/questionnaire';
import { prepareReport } from '@app/shared/report';
import { submissionOf } from '../build-submission';
import type { Persona } from '../persona';

/** A typical answer pattern whose landing place the table shows. */
export interface CalibrationProfile {
  name: string;
  /** Ten letters, q1…q10. */
  letters: string;
}

/** Paper-based, all-B, all-C, all-D, and a company that is digital (C) everywhere but uses no AI. */
export const typicalProfiles: readonly CalibrationProfile[] = [
  { name: '紙中心 A×10', letters: 'AAAAAAAAAA' },
  { name: 'B×10', letters: 'BBBBBBBBBB' },
  { name: 'C×10', letters: 'CCCCCCCCCC' },
  { name: '全社DX q1=D他C', letters: 'DCCCCCCCCC' },
  { name: 'D×10', letters: 'DDDDDDDDDD' },
  { name: 'AI未使用 q6=A他C', letters: 'CCCCCACCCC' },
];

/** Three or four industries from the low, middle and high end of the public DX rates. */
export const calibrationIndustries: readonly Industry[] = [
  'medical_care',
  'construction',
  'manufacturing',
  'information_communications',
];

export const calibrationSizes: readonly CompanySize[] = [
  'lt10',
  '10_29',
  '30_99',
  '100_299',
  '300_999',
  'gte1000',
];

export interface ProfileLanding {
  profile: string;
  level: number;
  overall: number;
  band: StandingBand | null;
}

export interface CalibrationRow {
  industry: Industry;
  companySize: CompanySize;
  /** How the size band's prior was obtained (anchored, interpolated, assumed). */
  basis: string;
  /** Share (%) of the segment's firms the baseline assumes at levels 1–5. */
  prior: number[];
  landings: ProfileLanding[];
}

function profilePersona(industry: Industry, companySize: CompanySize, profile: CalibrationProfile): Persona {
  const [q1, q2, q3, q4, q5, q6, q7, q8, q9, q10] = [...profile.letters] as string[];
  return {
    id: `calibration-${industry}-${companySize}`,
    description: profile.name,
    companyName: '較正用サンプル株式会社',
    industry,
    companySize,
    establishmentYear: '21_30',
    position: 'ceo',
    answers: { q1: q1!, q2: q2!, q3: q3!, q4: q4!, q5: q5!, q6: q6!, q7: q7!, q8: q8!, q9: q9!, q10: q10! },
    freeText: { issue: '', expectation: '', support: '' },
    expectedThemes: [],
  };
}

/**
 * For each (industry, size) segment: the level prior the public baseline assumes and where the typical
 * profiles land (level, band and range) with the public baseline only. Asserts nothing: it is read.
 */
export function calibrationTable(
  industries: readonly Industry[] = calibrationIndustries,
  sizes: readonly CompanySize[] = calibrationSizes,
  profiles: readonly CalibrationProfile[] = typicalProfiles,
): CalibrationRow[] {
  return industries.flatMap((industry) =>
    sizes.map((companySize) => ({
      industry,
      companySize,
      basis: levelPriorBySize[companySize].basis,
      prior: levelPrior(industry, companySize).map((share) => Math.round(share * 1000) / 10),
      landings: profiles.map((profile) => {
        const { scores } = prepareReport(
          submissionOf(profilePersona(industry, companySize, profile)),
          null,
          emptyReading(),
        );
        return {
          profile: profile.name,
          level: scores.level,
          overall: scores.overall,
          band: scores.benchmark.band ?? null,
        };
      }),
    })),
  );
}

/** 「L2 中位よりやや下 25–85」: a landing in one table cell. */
export function landingText(landing: ProfileLanding): string {
  const band = landing.band ? `${landing.band.label} ${landing.band.low}–${landing.band.high}` : '帯なし';
  return `L${landing.level} ${band}`;
}

/** One published (or assumed) share checked against the modelled size-band prior. */
export interface TargetCheck extends CalibrationTarget {
  /** The modelled share (%) of the size band (no industry shift). */
  modelled: number;
  /** The lowest and highest modelled share (%) over the twelve industries. */
  industrySpread: [number, number];
  pass: boolean;
}

const shareOf = (prior: readonly number[], { metric, level }: Pick<CalibrationTarget, 'metric' | 'level'>) =>
  (metric === 'atLeast' ? prior.slice(level - 1) : prior.slice(0, level)).reduce(
    (sum, share) => sum + share,
    0,
  ) * 100;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Each calibration target of public-baseline.ts against the modelled level prior of its size band. */
export function targetChecks(): TargetCheck[] {
  return calibrationTargets.map((target) => {
    const modelled = round1(shareOf(levelPrior('other', target.size), target));
    const spread = industries.values.map((industry) => shareOf(levelPrior(industry, target.size), target));
    return {
      ...target,
      modelled,
      industrySpread: [round1(Math.min(...spread)), round1(Math.max(...spread))],
      pass: modelled >= target.accept[0] && modelled <= target.accept[1],
    };
  });
}

/** The highest level-5 share (%) of any segment, industry shift included, and where it is. */
export function highestLevel5(): { share: number; segment: string; limit: number; pass: boolean } {
  const cells = industries.values.flatMap((industry) =>
    calibrationSizes.map((size) => ({
      share: levelPrior(industry, size)[4]! * 100,
      segment: `${industry} ${size}`,
    })),
  );
  const top = cells.reduce((best, cell) => (cell.share > best.share ? cell : best));
  return {
    share: round1(top.share),
    segment: top.segment,
    limit: maxLevel5Share,
    pass: top.share <= maxLevel5Share,
  };
}

/** 「L4以上」, 「L2以下」: a target's metric in words. */
export function targetMetricText(target: Pick<CalibrationTarget, 'metric' | 'level'>): string {
  return target.level === 5 ? 'L5' : `L${target.level}${target.metric === 'atLeast' ? '以上' : '以下'}`;
}
