import type { ReportText } from '../report-text';

/** Kinds of seam: places where the text shows that it was assembled from parts. */
export type SeamKind =
  | 'collapsed-range'
  | 'repeated-mazuwa'
  | 'sonota-dewa'
  | 'mashou'
  | 'zero-point-praise'
  | 'leaked-value'
  | 'doubled-punctuation'
  | 'empty-quote'
  | 'cut-quote'
  | 'precise-rank'
  | 'most-behind'
  | 'link'
  | 'repeated-item';

export interface Seam {
  reportId: string;
  path: string;
  kind: SeamKind;
  /** The offending text with a little context. */
  excerpt: string;
}

interface PatternRule {
  kind: SeamKind;
  pattern: RegExp;
}

/** Seams found by a pattern in one field (all patterns global). */
const patternRules: PatternRule[] = [
  // 「30〜30点」「上位25%〜上位25%」: a range whose ends are the same number.
  {
    kind: 'collapsed-range',
    pattern: /(?<![\d.])(上位|下位)?(\d+(?:\.\d+)?)([%％点名年]?)\s*[〜～~]\s*\1?\2\3(?![\d.])/g,
  },
  { kind: 'sonota-dewa', pattern: /その他では/g },
  // The report advises a company (〜をお勧めします); 「しましょう」「始めましょう」 talk down to it.
  { kind: 'mashou', pattern: /ましょう/g },
  // 「AI活用（0点）が進んでいます」: praise of an area with no points.
  { kind: 'zero-point-praise', pattern: /(?<![\d.])0点[）)][^。\n]{0,10}?(?:進んで|強み)/g },
  { kind: 'leaked-value', pattern: /undefined|null|NaN|\[object/g },
  { kind: 'doubled-punctuation', pattern: /。。|、、|。、|、。/g },
  { kind: 'empty-quote', pattern: /「\s*」/g },
  // A precise rank cannot come from public statistics of other years and definitions.
  { kind: 'precise-rank', pattern: /(?:上位|下位)約\s*\d+(?:\.\d+)?\s*[%％]/g },
  { kind: 'most-behind', pattern: /最も遅れている/g },
  { kind: 'link', pattern: /https?:\/\/\S+|www\.\S+/g },
];

const excerptAround = (text: string, index: number, length: number) =>
  text.slice(Math.max(0, index - 12), Math.min(text.length, index + length + 12)).replace(/\n/g, '⏎');

/** How the report engine prepares a visitor's text before quoting it: NFKC, one line, links replaced. */
export function comparable(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/(?:https?:\/\/|www\.)\S+/gi, '(URL省略)')
    .replace(/\s+/g, ' ')
    .trim();
}

const sentenceEnd = /[。!?！？.]/;

/**
 * Whether a quotation of a visitor's text is cut where a reader would notice: the quote must start at
 * the beginning of a sentence of the original and end at a sentence end (or the text's end), unless it
 * says it was shortened with 「…」. Quotes of anything but the visitor's texts are not judged (null).
 */
export function quoteProblem(content: string, originals: readonly string[]): string | null {
  const shortened = /…$/.test(content);
  const core = comparable(content.replace(/…+$/, ''));
  if ([...core].length < 6) return null;
  for (const raw of originals) {
    const original = comparable(raw);
    let at = original.indexOf(core);
    if (at === -1) continue;
    const problems: string[] = [];
    while (at !== -1) {
      const before = at === 0 ? '' : original[at - 1]!;
      // The visitor quoted something themselves: that inner quote is theirs, not a cut.
      if (before === '「') return null;
      const startsWell = at === 0 || sentenceEnd.test(before) || before === ' ';
      const after = original.slice(at + core.length);
      const endsWell = shortened || after.trim() === '' || sentenceEnd.test(after[0]!);
      if (startsWell && endsWell) return null;
      problems.push(startsWell ? 'ends mid-sentence' : 'starts mid-sentence');
      at = original.indexOf(core, at + 1);
    }
    return problems[0]!;
  }
  return null;
}

/**
 * The seams of one report: collapsed ranges, 「まずは」 twice in a field, 「その他では」, 「〜しましょう」,
 * praise of a 0-point area, leaked `undefined`/`null`/`NaN`, doubled punctuation, empty quotes,
 * quotations of the visitor's text cut mid-sentence, precise 「上位約N%」 ranks, 「最も遅れている」, links,
 * and the same list item twice in one block (e.g. an issue under both 高 and 中).
 * `originals` are the texts the visitor typed (free text and 「その他」 answers).
 */
export function findSeams(report: ReportText, originals: readonly string[] = []): Seam[] {
  const seams: Seam[] = [];
  for (const field of report.fields) {
    const text = field.text;
    for (const rule of patternRules) {
      for (const match of text.matchAll(rule.pattern)) {
        seams.push({
          reportId: report.id,
          path: field.path,
          kind: rule.kind,
          excerpt: excerptAround(text, match.index, match[0].length),
        });
      }
    }
    const mazuwa = [...text.matchAll(/まずは/g)];
    if (mazuwa.length >= 2) {
      seams.push({
        reportId: report.id,
        path: field.path,
        kind: 'repeated-mazuwa',
        excerpt: excerptAround(text, mazuwa[1]!.index, 3),
      });
    }
    for (const match of text.matchAll(/「([^「」]*)」/g)) {
      const problem = quoteProblem(match[1]!, originals);
      if (problem) {
        seams.push({
          reportId: report.id,
          path: field.path,
          kind: 'cut-quote',
          excerpt: `${problem}: ${excerptAround(text, match.index, match[0].length)}`,
        });
      }
    }
  }
  seams.push(...repeatedItems(report));
  return seams;
}

/** List items (paths ending in `]`) of the same block, e.g. issueAnalysis.high[0] and .medium[1], with equal text. */
function repeatedItems(report: ReportText): Seam[] {
  const seen = new Map<string, string>();
  const seams: Seam[] = [];
  for (const field of report.fields) {
    if (!field.path.endsWith(']')) continue;
    const block = field.path.split(/[.[]/)[0]!;
    const key = `${block}\u0000${field.text.trim()}`;
    const first = seen.get(key);
    if (first) {
      seams.push({
        reportId: report.id,
        path: field.path,
        kind: 'repeated-item',
        excerpt: `same as ${first}: ${field.text.slice(0, 40)}`,
      });
    } else {
      seen.set(key, field.path);
    }
  }
  return seams;
}
