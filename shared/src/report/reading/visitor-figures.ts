import type { Morpheme } from './japanese-analyser';
import { figureUnits, periodCounters, periodWords, type FigurePeriod } from './figure-units';
import type { Reading, VisitorField } from './reading';

/**
 * A number the visitor wrote about their work: the words as written (「毎日2時間」), its kind, the value
 * in the kind's base unit (hours, items, yen, people, percent; a range keeps both ends) and how often it
 * recurs.
 */
export type VisitorFigure = NonNullable<Reading['figures']>[number];

const digits: Readonly<Record<string, number>> = {
  〇: 0,
  零: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  両: 2,
};
const smallMultipliers: Readonly<Record<string, number>> = { 十: 10, 百: 100, 千: 1000 };
const largeMultipliers: Readonly<Record<string, number>> = { 万: 10_000, 億: 100_000_000 };
const rangeMarks = new Set(['〜', '～', '~', '-', '－', 'から']);

const isNumberWord = (morpheme: Morpheme | undefined) => morpheme?.detail === '数';

/** The value of number words as the analyser splits them (「10」「万」, 「三」, 「1.5」). */
export function numberValue(words: readonly string[]): number | null {
  let total = 0;
  let section = 0;
  let current = 0;
  let seen = false;
  for (const word of words) {
    const normal = word.normalize('NFKC').replaceAll(',', '');
    if (/^\d+(?:\.\d+)?$/.test(normal)) {
      current = Number(normal);
      seen = true;
      continue;
    }
    for (const character of normal) {
      if (character in digits) {
        current = current * 10 + digits[character]!;
        seen = true;
      } else if (character in smallMultipliers) {
        section += (current || 1) * smallMultipliers[character]!;
        current = 0;
        seen = true;
      } else if (character in largeMultipliers) {
        total += (section + current || 1) * largeMultipliers[character]!;
        section = 0;
        current = 0;
        seen = true;
      } else {
        return null;
      }
    }
  }
  return seen ? total + section + current : null;
}

/** The run of number words starting at `from`, and where it ends (exclusive). */
function numberAt(morphemes: readonly Morpheme[], from: number): { value: number; end: number } | null {
  let end = from;
  while (isNumberWord(morphemes[end])) end += 1;
  if (end === from) return null;
  const value = numberValue(morphemes.slice(from, end).map((morpheme) => morpheme.surface));
  return value === null ? null : { value, end };
}

/** The period a figure recurs in, from the words just before it (「毎日」「月に」「1日」). */
function periodBefore(
  morphemes: readonly Morpheme[],
  start: number,
): { period: FigurePeriod; at: number } | null {
  for (let index = start - 1; index >= Math.max(0, start - 4); index -= 1) {
    const morpheme = morphemes[index]!;
    if (morpheme.detail === '句点' || morpheme.detail === '読点') return null;
    for (const [period, words] of Object.entries(periodWords) as [FigurePeriod, readonly string[]][]) {
      if (words.includes(morpheme.lemma)) return { period, at: index };
    }
    // 「1日2時間」: a one-unit period written as a number and a counter.
    const counted = periodCounters[morpheme.surface];
    if (counted && isNumberWord(morphemes[index - 1])) {
      const value = numberValue([morphemes[index - 1]!.surface]);
      if (value === 1) return { period: counted, at: index - 1 };
    }
  }
  return null;
}

/**
 * The figures in one sentence's morphemes (offsets into `text`): a number, optionally a range, then a
 * counter from the unit table; the period from the words before it.
 */
export function figuresIn(
  morphemes: readonly Morpheme[],
  text: string,
  field: VisitorField,
): VisitorFigure[] {
  const figures: VisitorFigure[] = [];
  for (let index = 0; index < morphemes.length; index += 1) {
    if (!isNumberWord(morphemes[index]) || isNumberWord(morphemes[index - 1])) continue;
    const first = numberAt(morphemes, index);
    if (!first) continue;
    let end = first.end;
    let upper: number | null = null;
    if (rangeMarks.has(morphemes[end]?.surface ?? '')) {
      const second = numberAt(morphemes, end + 1);
      if (second) {
        upper = second.value;
        end = second.end;
      }
    }
    const unitWord = morphemes[end];
    const unit = unitWord
      ? (figureUnits[unitWord.surface.normalize('NFKC')] ?? figureUnits[unitWord.surface])
      : undefined;
    if (!unit) continue;
    const period = periodBefore(morphemes, index);
    const start = period ? morphemes[period.at]!.start : morphemes[index]!.start;
    figures.push({
      field,
      text: text.slice(start, unitWord!.end),
      kind: unit.kind,
      value: first.value * unit.factor,
      upper: upper === null ? null : upper * unit.factor,
      period: period?.period ?? null,
    });
    index = end;
  }
  return figures;
}
