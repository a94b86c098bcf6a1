import type { ReportScores } from '@app/shared/contract';
import { bandRangeText } from '../utils/band-range-text';

type Benchmark = ReportScores['benchmark'];

interface BarProps {
  label: string;
  value: number;
  tone: 'primary' | 'muted';
}

function ScoreBar({ label, value, tone }: BarProps) {
  const rounded = Math.round(value);
  return (
    <div>
      <div className="mb-1 flex justify-between gap-3 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="shrink-0 font-bold text-slate-900">{rounded}点</span>
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

/** What the comparison group is made of, so the reader can weigh the estimate. */
function sourceText({ source, peerCount }: Benchmark): string {
  if (source === 'peers') return `本診断を受けた同業・同規模${peerCount}社との比較`;
  if (source === 'blended') return `本診断の同業・同規模${peerCount}社と公開統計を組み合わせた推計`;
  return '公開統計からの参考推計';
}

/**
 * "You vs. peers": the overall score beside the comparison group's average. New reports give the
 * standing as a band with its range, never a precise rank, since public statistics cannot support one.
 */
export function PeerComparison({ scores }: { scores: ReportScores }) {
  const { benchmark } = scores;
  const { band } = benchmark;

  if (band) {
    return (
      <div className="space-y-4" data-testid="peer-comparison">
        <ScoreBar label="貴社の総合スコア" value={scores.overall} tone="primary" />
        <ScoreBar
          label={benchmark.source === 'baseline' ? '公開統計から推計した平均（参考）' : '比較対象の平均'}
          value={benchmark.peerAverage}
          tone="muted"
        />
        <div className="rounded-xl bg-slate-50 p-4" data-testid="standing-band">
          <p className="font-bold text-slate-900">同業・同規模の中では{band.label}</p>
          <p className="mt-1 text-sm text-slate-700">推定される位置：{bandRangeText(band)}</p>
          <p className="mt-2 text-xs leading-relaxed text-slate-500">
            {sourceText(benchmark)}。位置は幅をもった目安です。
          </p>
        </div>
      </div>
    );
  }

  // Old reports (no band) keep their original wording.
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
