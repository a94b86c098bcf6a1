import type { Evidence, Reading } from '../../../shared/src/report/reading/reading';
import type { ThemeId } from '../../../shared/src/report/content/theme-ids';
import type { LabelledStatement } from '../corpus/labelled-statement';

/** Counts of one theme over a corpus split. */
export interface ThemeCounts {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** How well a reader's readings match the labels of a corpus split. */
export interface ReadingAccuracy {
  statements: number;
  perTheme: Map<ThemeId, ThemeCounts>;
  /** Over all themes (micro-averaged). */
  precision: number;
  recall: number;
  asks: { labelled: number; found: number; foundWithKind: number; spurious: number };
  /** Themes read from words the labels call a possession or no problem. */
  possessionErrors: { id: string; theme: ThemeId; quote: string }[];
  /** Statements with no labelled theme, and how many of them the reader left without one. */
  abstentions: { expected: number; correct: number; missed: number };
  /** Correct themes whose quoted evidence overlaps none of the words labelled for them. */
  misattributedQuotes: { id: string; theme: ThemeId; quote: string }[];
  injections: { labelled: number; detected: number; falseAlarms: number };
}

/** Where an evidence span sits in its field (its first occurrence), or null. */
function spanOf(evidence: Evidence, statement: LabelledStatement): { start: number; end: number } | null {
  const text = statement.texts[evidence.field];
  const start = text?.indexOf(evidence.text) ?? -1;
  return start < 0 ? null : { start, end: start + evidence.text.length };
}

/** Whether two spans of the same field share at least one character. */
export function overlaps(a: Evidence, b: Evidence, statement: LabelledStatement): boolean {
  if (a.field !== b.field) return false;
  const first = spanOf(a, statement);
  const second = spanOf(b, statement);
  return first !== null && second !== null && first.start < second.end && second.start < first.end;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

/** Compares each statement's reading with its labels. */
export function measureReading(
  statements: readonly LabelledStatement[],
  readings: readonly Reading[],
): ReadingAccuracy {
  const perTheme = new Map<ThemeId, ThemeCounts>();
  const counts = (theme: ThemeId) => {
    let entry = perTheme.get(theme);
    if (!entry) {
      entry = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
      perTheme.set(theme, entry);
    }
    return entry;
  };
  const accuracy: ReadingAccuracy = {
    statements: statements.length,
    perTheme,
    precision: 0,
    recall: 0,
    asks: { labelled: 0, found: 0, foundWithKind: 0, spurious: 0 },
    possessionErrors: [],
    abstentions: { expected: 0, correct: 0, missed: 0 },
    misattributedQuotes: [],
    injections: { labelled: 0, detected: 0, falseAlarms: 0 },
  };
  statements.forEach((statement, index) => {
    const reading = readings[index]!;
    const { expected } = statement;
    const labelled = new Set(expected.themes.map((theme) => theme.id));
    const read = new Set(reading.themes.map((theme) => theme.id));
    for (const theme of reading.themes) {
      if (labelled.has(theme.id)) {
        counts(theme.id).truePositives += 1;
        const cues = expected.themes.find((item) => item.id === theme.id)!.cues;
        const supported = theme.evidence.some((evidence) =>
          cues.some((cue) => overlaps(evidence, cue, statement)),
        );
        if (!supported) {
          accuracy.misattributedQuotes.push({
            id: statement.id,
            theme: theme.id,
            quote: theme.evidence[0]!.text,
          });
        }
      } else {
        counts(theme.id).falsePositives += 1;
        const possessed = expected.possessions.some(
          (item) =>
            item.theme === theme.id ||
            theme.evidence.some((evidence) => overlaps(evidence, item.cue, statement)),
        );
        if (possessed) {
          accuracy.possessionErrors.push({
            id: statement.id,
            theme: theme.id,
            quote: theme.evidence[0]!.text,
          });
        }
      }
    }
    for (const theme of labelled) if (!read.has(theme)) counts(theme).falseNegatives += 1;
    if (labelled.size === 0) {
      accuracy.abstentions.expected += 1;
      if (read.size === 0) accuracy.abstentions.correct += 1;
    } else if (read.size === 0) {
      accuracy.abstentions.missed += 1;
    }
    accuracy.asks.labelled += expected.asks.length;
    for (const ask of expected.asks) {
      const found = reading.asks.filter((item) => overlaps(item.evidence, ask.cue, statement));
      if (found.length > 0) accuracy.asks.found += 1;
      if (found.some((item) => item.kind === ask.kind)) accuracy.asks.foundWithKind += 1;
    }
    accuracy.asks.spurious += reading.asks.filter(
      (item) => !expected.asks.some((ask) => overlaps(item.evidence, ask.cue, statement)),
    ).length;
    if (expected.injection) {
      accuracy.injections.labelled += 1;
      if (reading.setAside.length > 0) accuracy.injections.detected += 1;
    } else if (reading.setAside.length > 0) {
      accuracy.injections.falseAlarms += 1;
    }
  });
  const totals = [...perTheme.values()].reduce(
    (sum, entry) => ({
      truePositives: sum.truePositives + entry.truePositives,
      falsePositives: sum.falsePositives + entry.falsePositives,
      falseNegatives: sum.falseNegatives + entry.falseNegatives,
    }),
    { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
  );
  accuracy.precision = ratio(totals.truePositives, totals.truePositives + totals.falsePositives);
  accuracy.recall = ratio(totals.truePositives, totals.truePositives + totals.falseNegatives);
  return accuracy;
}
