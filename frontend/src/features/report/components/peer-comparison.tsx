import type { ReportScores } from '@app/shared/contract';

interface BarProps {
  label: string;
  value: number;
  tone: 'primary' | 'muted';
}

function ScoreBar({ label, value, tone }: BarProps) {
  const rounded = Math.round(value);
  return (
    <div>
      <div className="mb-1 flex justify-between text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="font-bold text-slate-900">{rounded}点</span>
      </div>
      <div
        className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded}
      >
        <div
          className={`h-full rounded-full ${tone === 'primary' ? 'bg-blue-700' : 'bg-slate-400'}`}
          style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
        />
      </div>
    </div>
  );
}

/** "You vs. peers": the overall score beside the comparison group's average. */
export function PeerComparison({ scores }: { scores: ReportScores }) {
  const { benchmark } = scores;
  const group =
    benchmark.source === 'peers' ? `同業種・同規模の${benchmark.peerCount}社` : '公開統計に基づく基準値';
  return (
    <div className="space-y-4" data-testid="peer-comparison">
      <ScoreBar label="貴社の総合スコア" value={scores.overall} tone="primary" />
      <ScoreBar label="比較対象の平均" value={benchmark.peerAverage} tone="muted" />
      <p className="text-sm leading-relaxed text-slate-600">
        比較対象：{group}。貴社は比較対象の
        <strong className="mx-0.5 text-slate-900">{Math.round(benchmark.percentile)}%</strong>
        を上回っています。
      </p>
    </div>
  );
}
