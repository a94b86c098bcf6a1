import { z } from 'zod';
import { questionIds } from '../../questionnaire/questions';
import { themeIds } from '../content/theme-ids';
import { figureKinds, figurePeriods } from './figure-units';

/**
 * What the report understood of the visitor's own words (DESIGN §7a): the one contract between the
 * reading stage and both writers. Every item carries verbatim evidence; an item whose evidence is not
 * in the visitor's text does not exist (see verifyReading).
 */

/** Where a visitor's text comes from: the three free-text boxes and the 「その他」 answers. */
export const visitorFields = ['issue', 'expectation', 'support', ...questionIds] as const;
export type VisitorField = (typeof visitorFields)[number];

/** The visitor's meaningful text by field ('' or absent: nothing to read). */
export type VisitorTexts = Partial<Record<VisitorField, string>>;

/** Kinds of explicit asks a report answers near its top. */
export const askKinds = [
  'programme', // a subsidy or support programme, its rate, cap or deadline
  'cost', // what something costs, a budget or an amount
  'others_figures', // figures about other companies (competitors' prices, peers' numbers)
  'rules', // rules or law: may we…, is it allowed, a contract or regulation
  'tool_choice', // which tool or product, how to choose
  'advice_desk', // where to get advice: whom or which desk to consult
  'other', // any other direct question
] as const;
export type AskKind = (typeof askKinds)[number];

/** Kinds of constraints a visitor states, which the advice must respect. */
export const constraintKinds = [
  'staff_age', // older staff, unfamiliar with IT
  'language', // staff who read little Japanese
  'budget', // little money to spend
  'ban', // something that is not allowed (a client's ban on cloud or AI, a policy)
  'size', // very few people, one-person office
  'time', // no time for new work
] as const;
export type ConstraintKind = (typeof constraintKinds)[number];

const evidenceSchema = z.object({
  field: z.enum(visitorFields),
  /** An exact substring of that field's text. */
  text: z.string().min(1),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const readingSchema = z.object({
  /** Which reader produced it. */
  reader: z.enum(['builtin', 'model']),
  /** Problems or wishes the visitor writes about, most important first. */
  themes: z.array(
    z.object({
      id: z.enum(themeIds),
      evidence: z.array(evidenceSchema).min(1),
      /** 0–1: how sure the reader is that the text names this theme. */
      confidence: z.number().min(0).max(1),
    }),
  ),
  /** What the company says it already has or does ('has'), or says is no problem ('no_problem'). */
  possessions: z.array(
    z.object({
      kind: z.enum(['has', 'no_problem']),
      /** The theme it speaks to, when one does. */
      theme: z.enum(themeIds).nullable(),
      evidence: evidenceSchema,
    }),
  ),
  /** Explicit questions or requests for information. */
  asks: z.array(
    z.object({
      kind: z.enum(askKinds),
      evidence: evidenceSchema,
      /** The programme named, as written, for a 'programme' ask. */
      programme: z.string().nullable(),
      /** The catalogue theme the question is about (「配送ルートをAIで作れないか」: dispatch), when one is. */
      theme: z.enum(themeIds).nullable(),
    }),
  ),
  constraints: z.array(z.object({ kind: z.enum(constraintKinds), evidence: evidenceSchema })),
  /** Text addressed to the report's writer instead of describing the company; never used as content. */
  setAside: z.array(evidenceSchema),
  /**
   * Numbers the visitor wrote about their work (「毎日2時間」), read by the built-in reader whichever
   * reader named the themes; the report turns them into a labelled 試算.
   */
  figures: z
    .array(
      evidenceSchema.extend({
        kind: z.enum(figureKinds),
        value: z.number(),
        upper: z.number().nullable(),
        period: z.enum(figurePeriods).nullable(),
      }),
    )
    .optional(),
});
export type Reading = z.infer<typeof readingSchema>;
export type ThemeReading = Reading['themes'][number];
export type Possession = Reading['possessions'][number];
export type Ask = Reading['asks'][number];
export type Constraint = Reading['constraints'][number];

/** Whether an evidence span is a verbatim substring of the field it names. */
export function isVerbatim(evidence: Evidence, texts: VisitorTexts): boolean {
  const source = texts[evidence.field];
  return typeof source === 'string' && evidence.text.trim() !== '' && source.includes(evidence.text);
}

/**
 * The reading with every item that is not backed by the visitor's text removed: evidence must be a
 * verbatim substring of its field, a theme keeps only its verbatim evidence and goes when none is
 * left, and a theme is named once (its first occurrence). Theme ids are checked by the schema.
 */
export function verifyReading(reading: Reading, texts: VisitorTexts): Reading {
  const verbatim = (evidence: Evidence) => isVerbatim(evidence, texts);
  const seen = new Set<string>();
  return {
    reader: reading.reader,
    themes: reading.themes
      .map((theme) => ({ ...theme, evidence: theme.evidence.filter(verbatim) }))
      .filter((theme) => {
        if (theme.evidence.length === 0 || seen.has(theme.id)) return false;
        seen.add(theme.id);
        return true;
      }),
    possessions: reading.possessions.filter((item) => verbatim(item.evidence)),
    asks: reading.asks.filter((item) => verbatim(item.evidence)),
    constraints: reading.constraints.filter((item) => verbatim(item.evidence)),
    setAside: reading.setAside.filter(verbatim),
    ...(reading.figures ? { figures: reading.figures.filter(verbatim) } : {}),
  };
}

/** A reading of nothing: no text, or no reader could run. */
export const emptyReading = (reader: Reading['reader'] = 'builtin'): Reading => ({
  reader,
  themes: [],
  possessions: [],
  asks: [],
  constraints: [],
  setAside: [],
});
