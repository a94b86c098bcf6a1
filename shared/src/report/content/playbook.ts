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
  sources: ContentSource[];
}
