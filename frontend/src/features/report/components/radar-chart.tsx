import { dimensionKeys, type ReportScores } from '@app/shared/contract';
import { dimensionLabels } from '../utils/dimension-labels';

const size = 320;
const center = size / 2;
const radius = 100;
const rings = [20, 40, 60, 80, 100];

function point(index: number, value: number): [number, number] {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / dimensionKeys.length;
  const distance = (radius * value) / 100;
  return [center + distance * Math.cos(angle), center + distance * Math.sin(angle)];
}

const polygon = (values: number[]) => values.map((value, index) => point(index, value).join(',')).join(' ');

/** Radar chart of the five dimension scores (0–100), drawn in plain SVG to keep the bundle small. */
export function RadarChart({ dimensions }: { dimensions: ReportScores['dimensions'] }) {
  const values = dimensionKeys.map((key) => dimensions[key]);
  const description = dimensionKeys.map((key) => `${dimensionLabels[key]} ${Math.round(dimensions[key])}点`).join('、');
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className="mx-auto h-auto w-full max-w-[320px] print:max-w-[260px]"
      role="img"
      aria-label={`領域別スコアのレーダーチャート：${description}`}
      data-testid="radar-chart"
    >
      {rings.map((ring) => (
        <polygon key={ring} points={polygon(values.map(() => ring))} fill="none" stroke="#e2e8f0" strokeWidth="1" />
      ))}
      {dimensionKeys.map((key, index) => {
        const [x, y] = point(index, 100);
        return <line key={key} x1={center} y1={center} x2={x} y2={y} stroke="#e2e8f0" strokeWidth="1" />;
      })}
      <polygon points={polygon(values)} fill="rgba(29, 78, 216, 0.18)" stroke="#1d4ed8" strokeWidth="2" />
      {values.map((value, index) => {
        const [x, y] = point(index, value);
        return <circle key={dimensionKeys[index]} cx={x} cy={y} r="3.5" fill="#1d4ed8" />;
      })}
      {dimensionKeys.map((key, index) => {
        const [x, y] = point(index, 128);
        const anchor = Math.abs(x - center) < 4 ? 'middle' : x > center ? 'start' : 'end';
        return (
          <text key={key} x={x} y={y} textAnchor={anchor} dominantBaseline="middle" className="fill-slate-700 text-[12px] font-medium">
            {dimensionLabels[key]}
          </text>
        );
      })}
    </svg>
  );
}
