import type { MaturityLevel } from './parse-maturity-level';

/** SPEC §9 ring colours: 1 red, 2 orange, 3 yellow, 4 light green, 5 green. */
export const levelColors: Record<MaturityLevel, { name: string; hex: string }> = {
  1: { name: 'red', hex: '#dc2626' },
  2: { name: 'orange', hex: '#f97316' },
  3: { name: 'yellow', hex: '#eab308' },
  4: { name: 'light-green', hex: '#84cc16' },
  5: { name: 'green', hex: '#16a34a' },
};
