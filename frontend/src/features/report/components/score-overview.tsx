import { dimensionKeys, type DimensionKey, type ReportScores } from '@app/shared/contract';
import { dimensionLabels } from '@app/shared/contract';
import { parseMaturityLevel } from '../utils/parse-maturity-level';
import { LevelLadder } from './level-ladder';
import { PeerComparison, tileLabel } from './peer-comparison';
import { RadarChart } from './radar-chart';
import { ReadinessScore } from './readiness-score';

type Benchmark = ReportScores['benchmark'];

/** 「同業平均 50」, or 「同業平均（推計）50」 when any of it is modelled from public statistics. */
function averageText(benchmark: Benchmark, key: DimensionKey): string | null {
  const average = benchmark.dimensionAverages?.[key];
  if (average === undefined) return null;
  return `${benchmark.source === 'peers' ? '同業平均' : '同業平均（推計）'} ${Math.round(average)}`;
}

/**
 * The scores block: radar chart and dimension tiles (score, segment average, and a label that the
 * shared benchmark reconciles with both), the comparison with peers, then the level ladder and
 * readiness. Fields that old reports lack are simply left out, so those render as before.
 */
export function ScoreOverview({ scores }: { scores: ReportScores }) {
  const { benchmark, nextLevel, readiness } = scores;
  const bands = benchmark.dimensionBands;
  // The radar names its dashed shape 「比較対象の平均（参考）」: a purely modelled average is not drawn
  // there as if measured; the tiles give it, labelled 推計.
  const radarAverages = benchmark.source === 'baseline' ? undefined : benchmark.dimensionAverages;
  return (
    <>
      <div className="grid gap-8 break-inside-avoid md:grid-cols-2 md:items-center">
        <div>
          <RadarChart dimensions={scores.dimensions} averages={radarAverages} />
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 md:grid-cols-2">
            {dimensionKeys.map((key) => {
              const average = averageText(benchmark, key);
              return bands ? (
                <li
                  key={key}
                  className="rounded-lg bg-slate-50 px-3 py-2"
                  data-testid={`dimension-tile-${key}`}
                >
                  <div className="flex justify-between gap-2">
                    <span className="text-slate-600">{dimensionLabels[key]}</span>
                    <span className="font-bold text-slate-900">{Math.round(scores.dimensions[key])}</span>
                  </div>
                  <p className="mt-0.5 flex flex-wrap justify-between gap-x-2 text-xs text-slate-500">
                    {average ? <span>{average}</span> : null}
                    <span>{tileLabel(bands[key])}</span>
                  </p>
                </li>
              ) : (
                <li key={key} className="flex justify-between rounded-lg bg-slate-50 px-3 py-2">
                  <span className="text-slate-600">{dimensionLabels[key]}</span>
                  <span className="font-bold text-slate-900">{Math.round(scores.dimensions[key])}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <PeerComparison scores={scores} />
      </div>
      {nextLevel !== undefined || readiness !== undefined ? (
        <div className="mt-8 grid gap-6 border-t border-slate-200 pt-6 break-inside-avoid lg:grid-cols-[1fr_16rem] lg:items-start">
          {nextLevel !== undefined ? (
            // The level is a digit 1–5 from scoring; parsing keeps a stray value inside the ladder.
            <LevelLadder level={parseMaturityLevel(String(scores.level))} nextLevel={nextLevel} />
          ) : null}
          {readiness !== undefined ? <ReadinessScore readiness={readiness} /> : null}
        </div>
      ) : null}
    </>
  );
}
