import type { ReportText } from '../report-text';

/** Sentences shorter than this (after masking) are headings or fragments, not prose worth comparing. */
export const minSentenceLength = 8;

/** The share of one report's sentences that another report also contains word for word. */
export interface ReportReuse {
  id: string;
  sentences: number;
  reused: number;
  /** reused / sentences, 0–1 (0 for a report without sentences). */
  share: number;
}

export interface SentenceReuse {
  reports: ReportReuse[];
  median: number;
  p90: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A report's sentences as compared: quotations 「…」 masked (the visitor's own words differ by nature),
 * proper names masked, digits (half- and full-width) masked to #, split on 。！？ and line breaks,
 * fragments under `minSentenceLength` characters dropped.
 */
export function sentencesOf(report: ReportText): string[] {
  const names = report.names.filter((name) => name.trim() !== '').map(escape);
  const namePattern = names.length > 0 ? new RegExp(names.join('|'), 'g') : null;
  return report.fields.flatMap((field) => {
    let text = field.text.replace(/「[^「」]*」/g, '「＊」');
    if (namePattern) text = text.replace(namePattern, '＊');
    text = text.replace(/[0-9０-９]+(?:[.,．，][0-9０-９]+)*/g, '#');
    return text
      .split(/[。！？!?\n]/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => [...sentence].length >= minSentenceLength);
  });
}

/** The value below which `fraction` of the sorted values lie (nearest rank); 0 for no values. */
export function quantile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  if (fraction === 0.5 && sorted.length % 2 === 0) {
    return (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  }
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank]!;
}

/**
 * For each report, the share of its sentences that appear word for word in at least one OTHER report;
 * with the median and 90th percentile over reports. A report-writing engine that only fills slots
 * in fixed sentences scores high; target median ≤ 30 %.
 */
export function measureSentenceReuse(reports: readonly ReportText[]): SentenceReuse {
  const sentencesByReport = reports.map((report) => ({ id: report.id, sentences: sentencesOf(report) }));
  const reportsBySentence = new Map<string, Set<string>>();
  for (const { id, sentences } of sentencesByReport) {
    for (const sentence of sentences) {
      const owners = reportsBySentence.get(sentence) ?? new Set<string>();
      owners.add(id);
      reportsBySentence.set(sentence, owners);
    }
  }
  const perReport = sentencesByReport.map(({ id, sentences }) => {
    const reused = sentences.filter((sentence) => reportsBySentence.get(sentence)!.size > 1).length;
    return {
      id,
      sentences: sentences.length,
      reused,
      share: sentences.length === 0 ? 0 : reused / sentences.length,
    };
  });
  const shares = perReport.map((report) => report.share);
  return { reports: perReport, median: quantile(shares, 0.5), p90: quantile(shares, 0.9) };
}

/** The sentences of one report that other reports also contain (for reading what is reused). */
export function reusedSentences(report: ReportText, others: readonly ReportText[]): string[] {
  const elsewhere = new Set(others.filter((other) => other.id !== report.id).flatMap(sentencesOf));
  return sentencesOf(report).filter((sentence) => elsewhere.has(sentence));
}

/** The sentences found in the most reports, with how many reports hold each: where writing is still shared. */
export function mostSharedSentences(
  reports: readonly ReportText[],
  limit: number,
): { sentence: string; reports: number }[] {
  const owners = new Map<string, Set<string>>();
  for (const report of reports) {
    for (const sentence of sentencesOf(report)) {
      owners.set(sentence, (owners.get(sentence) ?? new Set<string>()).add(report.id));
    }
  }
  return [...owners]
    .filter(([, ids]) => ids.size > 1)
    .map(([sentence, ids]) => ({ sentence, reports: ids.size }))
    .sort((a, b) => b.reports - a.reports || a.sentence.localeCompare(b.sentence))
    .slice(0, limit);
}
