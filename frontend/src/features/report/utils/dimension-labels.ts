import type { DimensionKey } from '@app/shared/contract';

/** Japanese names of the five scored dimensions (DESIGN §7), in chart order. */
export const dimensionLabels: Record<DimensionKey, string> = {
  strategy: 'DX戦略・推進',
  organization: '組織・推進体制',
  technology: '技術・スキル',
  aiAdoption: 'AI活用',
  investment: '投資姿勢',
};
