import { levelColors } from '../utils/level-colors';
import type { MaturityLevel } from '../utils/parse-maturity-level';

const radius = 52;
const circumference = 2 * Math.PI * radius;

/** The maturity level as a ring filled level/5 and coloured by level (SPEC §4, §9). */
export function MaturityRing({ level }: { level: MaturityLevel }) {
  const color = levelColors[level];
  return (
    <figure
      className="flex flex-col items-center"
      data-testid="maturity-ring"
      data-level={level}
      data-color={color.name}
    >
      <svg
        viewBox="0 0 128 128"
        className="h-28 w-28 sm:h-36 sm:w-36 print:h-32 print:w-32"
        role="img"
        aria-label={`成熟度レベル ${level}（5段階中）`}
      >
        <circle cx="64" cy="64" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="12" />
        <circle
          cx="64"
          cy="64"
          r={radius}
          fill="none"
          stroke={color.hex}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${(circumference * level) / 5} ${circumference}`}
          transform="rotate(-90 64 64)"
        />
        <text x="64" y="62" textAnchor="middle" className="fill-slate-900 text-[34px] font-bold">
          {level}
        </text>
        <text x="64" y="84" textAnchor="middle" className="fill-slate-500 text-[12px]">
          / 5
        </text>
      </svg>
      <figcaption className="mt-2 text-sm font-medium text-slate-600">成熟度レベル</figcaption>
    </figure>
  );
}
