import type { ReportScores } from '@app/shared/contract';
import { maturityLevelNames } from '@app/shared/contract';
import type { MaturityLevel } from '../utils/parse-maturity-level';
import { HeadingPhrases } from './heading-phrases';

// Static class names so that Tailwind finds them: the steps rise with the level on wider screens.
const stepHeights: Record<MaturityLevel, string> = {
  1: 'sm:min-h-20',
  2: 'sm:min-h-24',
  3: 'sm:min-h-28',
  4: 'sm:min-h-32',
  5: 'sm:min-h-36',
};

function stepStyle(step: MaturityLevel, level: MaturityLevel): string {
  if (step === level) return 'border-blue-700 bg-blue-700 text-white shadow-sm';
  if (step < level) return 'border-blue-200 bg-blue-50 text-blue-900';
  return 'border-slate-200 bg-white text-slate-500';
}

interface LevelLadderProps {
  level: MaturityLevel;
  /** The next level and what it takes; null at level 5. */
  nextLevel: NonNullable<ReportScores['nextLevel']> | null;
}

/** The five-level ladder with the company's level marked, and what the next level takes. */
export function LevelLadder({ level, nextLevel }: LevelLadderProps) {
  const current = maturityLevelNames[level - 1]!;
  const scoreGap = nextLevel ? Math.ceil(nextLevel.scoreGap) : 0;
  return (
    <div data-testid="level-ladder">
      <h3 className="mb-3 font-bold text-slate-900">成熟度レベルの位置</h3>
      {/* Level 5 on top when stacked on a phone, like the rungs of a ladder; side by side, 1 comes first. */}
      <ol
        aria-label="成熟度レベル（5段階）"
        className="flex flex-col-reverse gap-1.5 sm:grid sm:grid-cols-5 sm:items-end"
      >
        {maturityLevelNames.map((step) => (
          <li
            key={step.level}
            aria-current={step.level === level ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-lg border px-3 py-2 break-inside-avoid sm:flex-col sm:items-start sm:justify-end sm:gap-1 ${stepHeights[step.level]} ${stepStyle(step.level, level)}`}
          >
            <span className="shrink-0 text-xs font-bold">レベル{step.level}</span>
            <span className="text-sm leading-snug font-medium sm:text-xs">{step.name}</span>
            {step.level === level ? (
              <span className="ml-auto shrink-0 rounded-full bg-white px-2 py-0.5 text-[11px] font-bold text-blue-800 sm:ml-0">
                現在
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm leading-relaxed text-slate-600">
        レベル{level}：{current.description}
      </p>

      <div className="mt-4 rounded-xl border border-blue-100 bg-blue-50/60 p-4 break-inside-avoid">
        {nextLevel ? (
          <>
            <h4 className="mb-2 font-bold text-slate-900">
              <HeadingPhrases
                text={`次のレベル（レベル${nextLevel.level}：${nextLevel.name}）に必要なこと`}
              />
            </h4>
            <ul className="space-y-1.5 text-sm leading-relaxed text-slate-700">
              {nextLevel.missing.map((item, index) => (
                <li key={index} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-blue-600" />
                  <span>{item}</span>
                </li>
              ))}
              {scoreGap > 0 ? (
                <li className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-blue-600" />
                  <span>総合スコアをあと{scoreGap}点</span>
                </li>
              ) : null}
            </ul>
          </>
        ) : (
          <p className="text-sm leading-relaxed text-slate-700">
            最上位のレベル5に到達しています。効果の測定と見直しを続け、この水準を保ちましょう。
          </p>
        )}
      </div>
    </div>
  );
}
