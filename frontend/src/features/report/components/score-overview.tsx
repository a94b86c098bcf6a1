import { dimensionKeys, type ReportScores } from '@app/shared/contract';
import { dimensionLabels } from '../utils/dimension-labels';
import { parseMaturityLevel } from '../utils/parse-maturity-level';
import { LevelLadder } from './level-ladder';
import { PeerComparison } from './peer-comparison';
import { RadarChart } from './radar-chart';
import { ReadinessScore } from './readiness-score';

/**
 * The scores block: radar chart and dimension scores, the comparison with peers, then the level
 * ladder and readiness. Fields that old reports lack are simply left out, so those render as before.
 */
export function ScoreOverview({ scores }: { scores: ReportScores }) {
  const { benchmark, nextLevel, readiness } = scores;
  const bands = benchmark.dimensionBands;
  return (
    <>
      <div className="grid gap-8 break-inside-avoid md:grid-cols-2 md:items-center">
        <div>
          <RadarChart dimensions={scores.dimensions} averages={benchmark.dimensionAverages} />
          <ul className="mt-4 grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 md:grid-cols-2">
            {dimensionKeys.map((key) =>
              bands ? (
                <li key={key} className="rounded-lg bg-slate-50 px-3 py-2">
                  <div className="flex justify-between gap-2">
                    <span className="text-slate-600">{dimensionLabels[key]}</span>
                    <span className="font-bold text-slate-900">{Math.round(scores.dimensions[key])}</span>
                  </div>
                  <p className="mt-0.5 text-xs text-slate-500">{bands[key].label}</p>
                </li>
              ) : (
                <li key={key} className="flex justify-between rounded-lg bg-slate-50 px-3 py-2">
                  <span className="text-slate-600">{dimensionLabels[key]}</span>
                  <span className="font-bold text-slate-900">{Math.round(scores.dimensions[key])}</span>
                </li>
              ),
            )}
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
