import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { contactRetentionEnvFields, nextContactRetentionSweepAt } from './contact-retention-sweep';

const retentionEnv = z.object(contactRetentionEnvFields);

describe('CONTACT_RETENTION_HOLD_STATUSES', () => {
  test.each([
    ['unset', undefined, ['in_progress', 'negotiating']],
    ['empty', '', ['in_progress', 'negotiating']],
    ['a list with spaces and a repeat', ' won, negotiating ,won', ['won', 'negotiating']],
    ['none', 'none', []],
  ])('when %s, then the held statuses are read from it', (_case, value, expected) => {
    expect(
      retentionEnv.parse({ CONTACT_RETENTION_HOLD_STATUSES: value }).CONTACT_RETENTION_HOLD_STATUSES,
    ).toEqual(expected);
  });

  test('when it names an unknown status, then the configuration is refused', () => {
    expect(retentionEnv.safeParse({ CONTACT_RETENTION_HOLD_STATUSES: 'negotiating,商談化' }).success).toBe(
      false,
    );
  });
});

describe('nextContactRetentionSweepAt', () => {
  test('when asked at any moment, then the answer is the next full hour', () => {
    expect(nextContactRetentionSweepAt(new Date('2026-11-25T03:20:05.123Z'))).toEqual(
      new Date('2026-11-25T04:00:00.000Z'),
    );
    expect(nextContactRetentionSweepAt(new Date('2026-11-25T03:00:00.000Z'))).toEqual(
      new Date('2026-11-25T04:00:00.000Z'),
    );
  });
});
