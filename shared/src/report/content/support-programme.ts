import type { CompanySize, Industry } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';
import type { ThemeId } from './theme-ids';

/**
 * Which size test a programme applies:
 * - 'sme': 中小企業者 as defined by 中小企業基本法 (capital OR regular employees, by industry);
 * - 'small_business': 小規模事業者 (regular employees only, by industry; no capital alternative);
 * - 'none': no size test (sector programmes, self-declarations, guidelines for every company).
 */
export type SmeTest = 'sme' | 'small_business' | 'none';

/** A cap for companies whose regular employees fall in [min, max] (max null: no upper bound). */
export interface CapTier {
  employees: { min: number; max: number | null };
  /** The cap as published, e.g. 「750万円」. */
  cap: string;
  /** The raised cap under the programme's special rule (賃上げ特例 …), when published. */
  raisedCap?: string;
}

/** One frame (枠・類型) of a programme, with rate and caps only where a read page published them. */
export interface ProgrammeFrame {
  name: string;
  /** What the frame pays for, one short Japanese phrase. */
  purpose: string;
  /** The rate as published, e.g. 「1/2（小規模事業者は2/3）」; null when it could not be confirmed. */
  rate: string | null;
  /** Caps by regular employees; a single tier with min 0 and max null when the cap does not depend on size. */
  caps: CapTier[] | null;
  /** What raises the cap or rate (e.g. 大幅な賃上げ), as published; shown next to `raisedCap`. */
  raisedBy?: string;
}

/** A call for applications as published, with its state on the programme's `checkedOn`. */
export interface ProgrammeCall {
  /** e.g. 「第20回公募」. */
  label: string;
  /** First day applications are taken (YYYY-MM-DD), when published. */
  opens: string | null;
  /** Deadline (YYYY-MM-DD), when published. */
  closes: string | null;
  /** Deadline time as published, e.g. 「17:00」. */
  closesAt?: string;
  /** On `checkedOn`: taking applications, announced, past its deadline, or taken at any time. */
  status: 'open' | 'upcoming' | 'closed' | 'rolling';
}

/** A public subsidy, consultation service or programme the report may point to. */
export interface SupportProgramme {
  id: string;
  /** Official name, e.g. 「デジタル化・AI導入補助金」. */
  name: string;
  /** Other names visitors use (old names, short names), matched when a visitor asks about one. */
  aliases: string[];
  kind: 'subsidy' | 'consultation' | 'certification' | 'guideline';
  /** One or two Japanese sentences of what it offers, only facts read on the pages named beside the entry. */
  summary: string;
  /** Size bands it is meant for; 'all' when the programme does not restrict it. */
  sizes: CompanySize[] | 'all';
  industries: Industry[] | 'all';
  /** The size test the programme applies (see SmeTest); matched per industry by matchSupport. */
  smeTest: SmeTest;
  /**
   * A sector programme (care providers, lodging, agriculture): offered only when the company's name or
   * its own words show the sector (the twelve industries are too coarse to tell a care home from a clinic).
   */
  sector?: { label: string; keywords: RegExp };
  /**
   * 'prefecture': each prefecture runs it on its own terms (rates, caps, calls), so the source is one
   * prefecture's page, an example, and a company reads its own prefecture's call.
   */
  runBy?: 'prefecture';
  /** True when it is a route for companies outside the SME definition (1,000 and more employees). */
  largeFirms: boolean;
  /** Themes it helps with; 'all' for general advice services. */
  themes: ThemeId[] | 'all';
  /** True when it pays for an investment (tools, equipment); shown when the roadmap includes one. */
  fundsInvestment: boolean;
  /** Frames with rate and caps where published; empty when the programme has none or none was confirmed. */
  frames: ProgrammeFrame[];
  /** The latest call read, or null when none was published or read. */
  call: ProgrammeCall | null;
  /** What to prepare before applying (GビズIDプライム, SECURITY ACTION, wage conditions …), as published. */
  prepare: string[];
  /** The official page and the day the entry was checked. */
  source: ContentSource;
}

/**
 * Words that make a sector word the company's counterpart, not the company (「取引先のホテル」
 * 「納品先の介護施設」): a linen supplier to hotels is no lodging business. Reviewed 2026-11-25.
 */
export const counterpartMarkers: readonly string[] = [
  '取引先',
  '納品先',
  '得意先',
  '顧客',
  'お客様',
  'お客さま',
  'クライアント',
  '発注元',
  '元請',
  '提携先',
];
