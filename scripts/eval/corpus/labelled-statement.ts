import type { CompanySize, Industry, Position } from '@app/shared/questionnaire';
import type {
  AskKind,
  ConstraintKind,
  Evidence,
  VisitorTexts,
} from '../../../shared/src/report/reading/reading';
import type { ThemeId } from '../../../shared/src/report/content/theme-ids';

/** One respondent's texts with the Reading a careful consultant takes from them (LABELLING.md). */
export interface LabelledStatement {
  id: string;
  industry: Industry;
  size: CompanySize;
  position: Position;
  texts: VisitorTexts;
  expected: {
    themes: { id: ThemeId; cues: Evidence[] }[];
    possessions: { kind: 'has' | 'no_problem'; theme: ThemeId | null; cue: Evidence }[];
    asks: { kind: AskKind; cue: Evidence }[];
    constraints: { kind: ConstraintKind; cue: Evidence }[];
    injection: boolean;
  };
}
