import type { Industry } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';
import type { ThemeId } from './theme-ids';

/**
 * What a consultant does about one theme a visitor names in their own words. The built-in writer
 * builds the first action and the roadmap from it; the model writer receives it in its knowledge pack.
 * Text is Japanese, polite (です・ます, 「〜をお勧めします」), concrete, and invents no figure.
 */
export interface Playbook {
  id: ThemeId;
  /** Short name used inside sentences, e.g. 「紙とFAXによる受発注」. */
  label: string;
  /**
   * The name of the work, for the many sentences and headings that refer back to the theme (the report's
   * focus): shorter, and naming the remedy where `label` names the problem (属人化 → 標準化).
   */
  shortLabel?: string;
  /** Matched against the visitor's text (free text, E answers); the first playbook with most hits wins. */
  keywords: RegExp;
  /** Industries where the theme is typical; used only to break ties between matches. */
  industries: Industry[] | 'all';
  /** Why this hurts, in one sentence a CEO recognises (no numbers unless from `sources`). */
  diagnosis: string;
  /** The one first action for the next 0–3 months: concrete, small, and checkable. */
  firstAction: string;
  /** Actions for the three roadmap phases: 0–3, 3–6, 6–12 months (one or two each). */
  phases: [string[], string[], string[]];
  /** Kinds of tools, never product names, e.g. 「クラウド型受発注システム」. */
  toolCategories: string[];
  /** Measurable indicators with a unit, e.g. 「受注1件あたりの入力時間（分）」. */
  kpis: string[];
  /** Two questions the consultant asks next about this theme (the call to action closes with them). */
  questions: [string, string];
  sources: ContentSource[];
  /**
   * Where an industry lives the theme differently (paper in a care home is the care record, not a FAX
   * order), the parts that change; `sources` are added to the theme's own.
   */
  byIndustry?: Partial<Record<Industry, PlaybookVariant>>;
}

/** The parts of a playbook an industry can restate. */
export type PlaybookVariant = Partial<
  Pick<
    Playbook,
    'label' | 'shortLabel' | 'diagnosis' | 'firstAction' | 'phases' | 'toolCategories' | 'kpis' | 'questions'
  >
> & { sources?: ContentSource[] };

/** The playbook as this industry lives it: the theme with its industry's parts in place. */
export function playbookForIndustry(playbook: Playbook, industry: string): Playbook {
  const variant = playbook.byIndustry?.[industry as Industry];
  if (!variant) return playbook;
  const { sources = [], ...parts } = variant;
  // A restated label brings its own short name or none: the theme's would name the wrong thing.
  const shortLabel = parts.label ? parts.shortLabel : (parts.shortLabel ?? playbook.shortLabel);
  return { ...playbook, ...parts, shortLabel, sources: [...playbook.sources, ...sources] };
}
