import type { CompanySize, Industry } from '../../questionnaire/dropdown-options';
import type { ContentSource } from './content-source';
import type { ThemeId } from './theme-ids';

/** A public subsidy, consultation service or programme the report may point to. */
export interface SupportProgramme {
  id: string;
  /** Official name, e.g. 「デジタル化・AI導入補助金」. */
  name: string;
  kind: 'subsidy' | 'consultation' | 'certification' | 'guideline';
  /** One or two Japanese sentences of what it offers, only facts read on `source` (no invented amounts or dates). */
  summary: string;
  /** Who it fits; 'all' when the programme does not restrict it. */
  sizes: CompanySize[] | 'all';
  industries: Industry[] | 'all';
  /** Themes it helps with; 'all' for general advice services. */
  themes: ThemeId[] | 'all';
  /** True when it pays for an investment (tools, equipment); shown when the roadmap includes one. */
  fundsInvestment: boolean;
  source: ContentSource;
}
