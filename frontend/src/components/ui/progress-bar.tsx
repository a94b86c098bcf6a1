import * as Progress from '@radix-ui/react-progress';

interface ProgressBarProps {
  value: number;
  label: string;
}

/** Radix Progress with a visible rounded percent label (SPEC §4). */
export function ProgressBar({ value, label }: ProgressBarProps) {
  return (
    <div className="flex items-center gap-3">
      <Progress.Root
        value={value}
        max={100}
        aria-label={label}
        getValueLabel={(current) => `${current}%`}
        className="relative h-2.5 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <Progress.Indicator
          className="h-full w-full rounded-full bg-blue-700 transition-transform duration-300 ease-out"
          style={{ transform: `translateX(-${100 - value}%)` }}
        />
      </Progress.Root>
      <span
        className="w-12 text-right text-sm font-bold text-blue-800 tabular-nums"
        data-testid="progress-label"
      >
        {value}%
      </span>
    </div>
  );
}
