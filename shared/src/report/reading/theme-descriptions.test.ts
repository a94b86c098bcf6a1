import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { themeIds } from '../content/theme-ids';
import { themeDescriptions } from './theme-descriptions';

const labellingGuide = path.resolve(import.meta.dirname, '../../../../scripts/eval/corpus/LABELLING.md');

/** The rows `| id | text |` of the guide's theme table. */
function guideRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(labellingGuide, 'utf8').split('\n')) {
    const cells = /^\|\s*([a-z_]+)\s*\|\s*(.+?)\s*\|$/.exec(line);
    if (cells && (themeIds as readonly string[]).includes(cells[1]!)) rows.set(cells[1]!, cells[2]!);
  }
  return rows;
}

describe('themeDescriptions', () => {
  test('when the catalogue is described, then every theme has one Japanese line and no other id is described', () => {
    expect(Object.keys(themeDescriptions).sort()).toEqual([...themeIds].sort());
    for (const id of themeIds) {
      const { ja } = themeDescriptions[id];
      expect(ja, id).toMatch(/[\p{Script=Hiragana}\p{Script=Han}]/u);
      expect(ja, id).not.toMatch(/\n/);
      expect([...ja].length, id).toBeLessThanOrEqual(60);
    }
  });

  test('when the labelling guide lists the themes, then its table says what the English descriptions say', () => {
    const rows = guideRows();

    expect([...rows.keys()].sort()).toEqual([...themeIds].sort());
    for (const id of themeIds) expect(rows.get(id), id).toBe(themeDescriptions[id].en);
  });
});
