import type { Answers, FreeText } from '@app/shared/contract';
import type { CompanySize, EstablishmentYear, Industry, Position } from '@app/shared/questionnaire';
import type { ThemeId } from '../../shared/src/report/content/theme-ids';

/** One visitor the evaluation writes a report for: who they are, what they answered and typed. */
export interface Persona {
  /** Kebab-case, unique; names the saved report file. */
  id: string;
  /** What this persona tests, in a few words (for the reader of the eval output). */
  description: string;
  companyName: string;
  industry: Industry;
  companySize: CompanySize;
  establishmentYear: EstablishmentYear;
  position: Position;
  /** q1–q10: a letter A–D, or any other string as the custom 「その他」 text. */
  answers: Answers;
  freeText: FreeText;
  /** Themes the visitor's own words name (empty when they name none the playbooks cover). */
  expectedThemes: ThemeId[];
}
