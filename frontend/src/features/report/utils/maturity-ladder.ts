import type { MaturityLevel } from './parse-maturity-level';

export interface LadderStep {
  level: MaturityLevel;
  name: string;
  description: string;
}

/**
 * The five maturity levels as the report shows them. The same names and descriptions as
 * `maturityLevels` in shared/assessment, which the browser bundle may not import (lint zone);
 * maturity-ladder.test.ts keeps the two in step.
 */
export const maturityLadder: readonly LadderStep[] = [
  {
    level: 1,
    name: '未着手・アナログ中心',
    description: '紙や口頭での業務が中心で、デジタル化がまだ始まっていない段階',
  },
  {
    level: 2,
    name: 'デジタル化初期',
    description: '一部の業務でITツールを使い始め、デジタル化に着手した段階',
  },
  {
    level: 3,
    name: '業務デジタル化・データ活用',
    description: '複数の業務プロセスがデジタル化され、データを業務改善に使っている段階',
  },
  {
    level: 4,
    name: '全社DX推進',
    description: '専任の推進体制と予算のもと、全社の戦略としてDXを進めている段階',
  },
  {
    level: 5,
    name: 'AI・データ駆動型経営',
    description: 'AIとデータを複数の業務に組み込み、効果を測りながら経営と事業を変え続けている段階',
  },
];
