import type { DimensionKey } from '@app/shared/contract';

/**
 * Japanese names of the five scored dimensions (DESIGN §7), in chart order. The same names as
 * `dimensionLabels` in shared/assessment, which the browser bundle may not import (lint zone).
 */
export const dimensionLabels: Record<DimensionKey, string> = {
  strategy: 'DX推進・戦略',
  organization: '組織・推進体制',
  technology: '技術・スキル',
  aiAdoption: 'AI活用',
  investment: '投資姿勢',
};
