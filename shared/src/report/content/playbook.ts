import type { CompanySize, Industry } from '../../questionnaire/dropdown-options';
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
  /** Industries where the theme is typical; the reader uses it only to break ties. */
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
  /**
   * How an organisation of 300 or more employees (company sizes in `largeCompanySizes`) lives the
   * theme: across many departments and systems, so the work is integration, a shared data platform,
   * master data and governance rather than one team's tool. Applied after the industry's form, so it
   * restates only what changes with size (it usually keeps the industry's label and diagnosis);
   * `sources` are added to the others.
   */
  forLargeCompanies?: PlaybookVariant;
}

/** The parts of a playbook an industry, or a company size, can restate. */
export type PlaybookVariant = Partial<
  Pick<
    Playbook,
    'label' | 'shortLabel' | 'diagnosis' | 'firstAction' | 'phases' | 'toolCategories' | 'kpis' | 'questions'
  >
> & { sources?: ContentSource[] };

/** Company-size codes (questionnaire) whose playbooks take their `forLargeCompanies` form. */
export const largeCompanySizes: readonly CompanySize[] = ['300_999', 'gte1000'];

/**
 * The playbook as this industry lives it, and, when the company-size code is one of
 * `largeCompanySizes`, as an organisation of that size lives it: the industry's parts replace the
 * theme's, then the large-company parts replace those. Without a form that applies, the theme itself
 * is returned (the same object).
 */
export function playbookForIndustry(playbook: Playbook, industry: string, size?: string): Playbook {
  const forIndustry = withVariant(playbook, playbook.byIndustry?.[industry as Industry]);
  const large = size !== undefined && (largeCompanySizes as readonly string[]).includes(size);
  return large ? withVariant(forIndustry, playbook.forLargeCompanies) : forIndustry;
}

/** The playbook with a variant's parts in place and the variant's sources added. */
function withVariant(playbook: Playbook, variant: PlaybookVariant | undefined): Playbook {
  if (!variant) return playbook;
  const { sources = [], ...parts } = variant;
  // A restated label brings its own short name or none: the theme's would name the wrong thing.
  const shortLabel = parts.label ? parts.shortLabel : (parts.shortLabel ?? playbook.shortLabel);
  return { ...playbook, ...parts, shortLabel, sources: [...playbook.sources, ...sources] };
}
