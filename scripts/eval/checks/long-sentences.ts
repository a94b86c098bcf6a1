import { clauseCount } from '../../../shared/src/report/builtin/join-sentences';
import type { ReportText } from '../report-text';

/** How many of the reports' sentences have more than two clauses (issue 17: at most two). */
export interface SentenceLength {
  sentences: number;
  overTwoClauses: number;
  overThreeClauses: number;
  longest: { reportId: string; path: string; sentence: string; clauses: number }[];
}

/** Counts sentences by their clauses (continuative commas), over the narrative fields of the reports. */
export function measureSentenceLength(reports: readonly ReportText[], listed = 3): SentenceLength {
  const found: SentenceLength['longest'] = [];
  let sentences = 0;
  for (const report of reports) {
    for (const field of report.fields) {
      for (const sentence of field.text.split(/(?<=。)|\n/u).map((part) => part.trim())) {
        if (sentence === '') continue;
        sentences += 1;
        const clauses = clauseCount(sentence);
        if (clauses > 2) found.push({ reportId: report.id, path: field.path, sentence, clauses });
      }
    }
  }
  return {
    sentences,
    overTwoClauses: found.length,
    overThreeClauses: found.filter((entry) => entry.clauses > 3).length,
    longest: [...found].sort((a, b) => b.clauses - a.clauses).slice(0, listed),
  };
}
