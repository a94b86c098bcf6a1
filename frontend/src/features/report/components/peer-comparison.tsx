import {
  isStandingFinding,
  maxFindingWidth,
  notNarrowedLabel,
  standingRangeText,
  type ReportScores,
  type StandingBand,
} from '@app/shared/contract';

type Benchmark = ReportScores['benchmark'];

/** A band label as a tile shows it: the label of a finding, else 「判定保留」. */
export function tileLabel(band: StandingBand): string {
  return isStandingFinding(band) ? band.label : notNarrowedLabel;
}

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

/** The standing: a finding with its range, or why no position is stated yet and what to read instead. */
function StandingBox({ band, benchmark }: { band: StandingBand; benchmark: Benchmark }) {
  const finding = isStandingFinding(band);
  // A withheld band keeps a range narrow enough to be a finding: the answers, not the data, hold it back.
  const withheld = band.label === notNarrowedLabel && band.high - band.low <= maxFindingWidth;
  return (
    <div className="rounded-xl bg-slate-50 p-4" data-testid="standing-band">
      {finding ? (
        <>
          <p className="font-bold text-slate-900">同業・同規模の中では{band.label}</p>
          <p className="mt-1 text-sm text-slate-700">推定される位置：{standingRangeText(band)}</p>
        </>
      ) : (
        <>
          <p className="font-bold text-slate-900">同業・同規模の中での位置：{notNarrowedLabel}</p>
          <p className="mt-1 text-sm leading-relaxed text-slate-700">
            {withheld
              ? '確認したいご回答があるため、位置はご回答の確認後に判定します。'
              : `推計の幅（${standingRangeText(band)}）が広く、まだ絞り込めません。${
                  benchmark.source === 'peers' ? '' : '同じ業種・規模の回答が集まると絞り込めます。'
                }`}
            現在地は成熟度レベルの段階でご確認ください。
          </p>
        </>
      )}
      <p className="mt-2 text-xs leading-relaxed text-slate-500">
        {sourceText(benchmark)}。位置は幅をもった目安です。
      </p>
    </div>
  );
}

/**
 * "You vs. peers": the overall score beside the comparison group's average. New reports give the
 * standing as a band with its range, never a precise rank, and no position when the range is too wide
 * or the answers must be confirmed first. An average modelled from public statistics is not drawn as a
 * bar beside the measured score: it is one line, labelled 推計.
 */
export function PeerComparison({ scores }: { scores: ReportScores }) {
  const { benchmark } = scores;
  const { band } = benchmark;

  if (band) {
    return (
      <div className="space-y-4" data-testid="peer-comparison">
        <ScoreBar label="貴社の総合スコア" value={scores.overall} tone="primary" />
        {benchmark.source === 'baseline' ? (
          <p className="text-sm text-slate-600" data-testid="modelled-average">
            参考：公開統計から推計した同業・同規模の平均 約{Math.round(benchmark.peerAverage)}
            点（推計。実測値ではありません）
          </p>
        ) : (
          <ScoreBar
            label={benchmark.source === 'peers' ? '比較対象の平均' : '比較対象の平均（推計）'}
            value={benchmark.peerAverage}
            tone="muted"
          />
        )}
        <StandingBox band={band} benchmark={benchmark} />
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
