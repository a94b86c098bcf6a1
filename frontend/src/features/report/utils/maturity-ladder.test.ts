// The test compares the browser copy with the shared original; nothing of it reaches the bundle.
// eslint-disable-next-line no-restricted-imports
import { dimensionLabels as sharedDimensionLabels, maturityLevels } from '@app/shared/assessment';
import { describe, expect, test } from 'vitest';
import { dimensionLabels } from './dimension-labels';
import { maturityLadder } from './maturity-ladder';

describe('copies of shared/assessment tables', () => {
  test('when the report draws the level ladder, then it uses the names and descriptions of the scoring', () => {
    expect(maturityLadder).toEqual(
      maturityLevels.map(({ level, name, description }) => ({ level, name, description })),
    );
  });

  test('when the report names a dimension, then it uses the one name of the scoring', () => {
    expect(dimensionLabels).toEqual(sharedDimensionLabels);
  });
});
