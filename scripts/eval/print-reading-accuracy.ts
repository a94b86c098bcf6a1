import type { ReadingAccuracy } from './checks/reading-accuracy';

/** Targets of issue 17 on the test split (the development split is shown against the same). */
export const readingTargets = {
  precision: 0.9,
  recall: 0.8,
  possessionErrors: 0,
  misattributedQuotes: 0,
} as const;

const fixed = (value: number) => value.toFixed(2);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

/** Prints one split's reading figures: totals with targets, then per theme, then the errors. */
export function printReadingAccuracy(split: string, accuracy: ReadingAccuracy, listed: number): void {
  const { asks, abstentions, injections } = accuracy;
  console.log(`\n### ${split}: ${accuracy.statements} statements`);
  console.log(
    `theme precision ${fixed(accuracy.precision)} [${verdict(accuracy.precision >= readingTargets.precision)} ≥ ${readingTargets.precision}], recall ${fixed(accuracy.recall)} [${verdict(accuracy.recall >= readingTargets.recall)} ≥ ${readingTargets.recall}]`,
  );
  console.log(
    `possession errors ${accuracy.possessionErrors.length} [${verdict(accuracy.possessionErrors.length === 0)}], misattributed quotes ${accuracy.misattributedQuotes.length} [${verdict(accuracy.misattributedQuotes.length === 0)}]`,
  );
  console.log(
    `asks: ${asks.found}/${asks.labelled} found, ${asks.foundWithKind} with the right kind, ${asks.spurious} not labelled`,
  );
  console.log(
    `abstentions: ${abstentions.correct}/${abstentions.expected} statements without a theme left without one; ${abstentions.missed} with themes read as none`,
  );
  console.log(
    `injections: ${injections.detected}/${injections.labelled} set aside, ${injections.falseAlarms} false alarms`,
  );
  console.log('per theme (precision / recall, true positives, false positives, false negatives):');
  for (const [theme, counts] of [...accuracy.perTheme.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const precision = counts.truePositives / Math.max(1, counts.truePositives + counts.falsePositives);
    const recall = counts.truePositives / Math.max(1, counts.truePositives + counts.falseNegatives);
    console.log(
      `- ${theme.padEnd(22)} ${fixed(precision)} / ${fixed(recall)}  tp ${counts.truePositives} fp ${counts.falsePositives} fn ${counts.falseNegatives}`,
    );
  }
  for (const error of accuracy.possessionErrors.slice(0, listed)) {
    console.log(`  possession error ${error.id} ${error.theme}: 「${error.quote}」`);
  }
  for (const error of accuracy.misattributedQuotes.slice(0, listed)) {
    console.log(`  misattributed ${error.id} ${error.theme}: 「${error.quote}」`);
  }
}
