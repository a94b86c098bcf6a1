import { dimensionKeys, type ReportScores } from '@app/shared/contract';
import { dimensionLabels } from '@app/shared/contract';

type Dimensions = ReportScores['dimensions'];

// Wider than tall: the side labels need room beyond the outer ring.
const width = 440;
const height = 290;
const centerX = width / 2;
const centerY = 150;
const radius = 105;
const rings = [20, 40, 60, 80, 100];

const companyName = '貴社';
const averageName = '比較対象の平均（参考）';

function point(index: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / dimensionKeys.length;
  const distance = (radius * value) / 100;
  return [centerX + distance * Math.cos(angle), centerY + distance * Math.sin(angle)];
}

const polygon = (values: number[]) => values.map((value, index) => point(index, value).join(',')).join(' ');

const describe = (dimensions: Dimensions) =>
  dimensionKeys.map((key) => `${dimensionLabels[key]} ${Math.round(dimensions[key])}点`).join('、');

interface RadarChartProps {
  dimensions: Dimensions;
  /** The comparison group's averages, drawn dashed beside the company's shape; absent in old reports. */
  averages?: Dimensions;
}

/** Radar chart of the five dimension scores (0–100), drawn in plain SVG to keep the bundle small. */
export function RadarChart({ dimensions, averages }: RadarChartProps) {
  const values = dimensionKeys.map((key) => dimensions[key]);
  const label = averages
    ? `領域別スコアのレーダーチャート：${companyName} ${describe(dimensions)}。${averageName} ${describe(averages)}`
    : `領域別スコアのレーダーチャート：${describe(dimensions)}`;
  const chart = (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mx-auto h-auto w-full max-w-[440px] print:max-w-[340px]"
      role="img"
      aria-label={label}
      data-testid="radar-chart"
    >
      {rings.map((ring) => (
        <polygon
          key={ring}
          points={polygon(values.map(() => ring))}
          fill="none"
          stroke="#e2e8f0"
          strokeWidth="1"
        />
      ))}
      {dimensionKeys.map((key, index) => {
        const [x, y] = point(index, 100);
        return <line key={key} x1={centerX} y1={centerY} x2={x} y2={y} stroke="#e2e8f0" strokeWidth="1" />;
      })}
      {averages ? (
        <polygon
          points={polygon(dimensionKeys.map((key) => averages[key]))}
          fill="none"
          stroke="#64748b"
          strokeWidth="2"
          strokeDasharray="6 4"
          data-testid="radar-average"
        />
      ) : null}
      <polygon points={polygon(values)} fill="rgba(29, 78, 216, 0.18)" stroke="#1d4ed8" strokeWidth="2" />
      {values.map((value, index) => {
        const [x, y] = point(index, value);
        return <circle key={dimensionKeys[index]} cx={x} cy={y} r="3.5" fill="#1d4ed8" />;
      })}
      {dimensionKeys.map((key, index) => {
        const [x, y] = point(index, 122);
        const anchor = Math.abs(x - centerX) < 4 ? 'middle' : x > centerX ? 'start' : 'end';
        return (
          <text
            key={key}
            x={x}
            y={y}
            textAnchor={anchor}
            dominantBaseline="middle"
            className="fill-slate-700 text-[13px] font-medium"
          >
            {dimensionLabels[key]}
          </text>
        );
      })}
    </svg>
  );
  // Old reports have no averages and keep the chart exactly as it was.
  if (!averages) return chart;
  return (
    <div>
      {chart}
      {/* The chart's label already names both shapes, so the legend is for the eye only. */}
      <ul
        aria-hidden="true"
        className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-xs text-slate-600"
        data-testid="radar-legend"
      >
        <li className="flex items-center gap-1.5">
          <svg viewBox="0 0 24 8" className="h-2 w-6">
            <line x1="0" y1="4" x2="24" y2="4" stroke="#1d4ed8" strokeWidth="3" />
          </svg>
          {companyName}
        </li>
        <li className="flex items-center gap-1.5">
          <svg viewBox="0 0 24 8" className="h-2 w-6">
            <line x1="0" y1="4" x2="24" y2="4" stroke="#64748b" strokeWidth="2" strokeDasharray="6 4" />
          </svg>
          {averageName}
        </li>
      </ul>
    </div>
  );
}
