import type { ThemeId } from '../content/theme-ids';
import { paperworkLexicons } from './theme-lexicons/paperwork';
import { operationsLexicons } from './theme-lexicons/operations';
import { aiAndToolsLexicons } from './theme-lexicons/ai-and-tools';
import { businessLexicons } from './theme-lexicons/business';

/**
 * The words by which visitors name each theme, by the role a word plays: the reader decides from the
 * clause around a word whether it is a problem, a wish, something the company has, or no problem.
 * Phrases are written as visitors write them and analysed into dictionary forms once (「転記して
 * います」 matches 「転記する」). Tuned on the development split of scripts/eval/corpus only;
 * reviewed on 2026-11-24.
 */
export interface ThemeLexicon {
  id: ThemeId;
  /** The difficulty itself (「二重入力」「属人化」): a problem unless negated or said to be solved. */
  pain: readonly string[];
  /** The old way of working (「紙」「FAX」): in use it is the problem; abolished or unused it is not. */
  oldWay: readonly string[];
  /** The remedy (「EDI」「電子カルテ」): had, it is a possession; missing or wanted, it is the theme. */
  remedy: readonly string[];
  /** The area of work (「配車」「予約」): the theme only with a problem, wish or question beside it. */
  topic: readonly string[];
  /**
   * More specific themes that, read in the same clause, say what this general one would: a clause
   * about AI rules is ai_governance, not also genai_start.
   */
  subsumedBy?: readonly ThemeId[];
  /** Words that, in the same clause, mean the difficulty is not this theme (「まだ誰も使っていない」 is no adoption problem). */
  cancelledBy?: readonly string[];
  /**
   * Words one of which the sentence must hold for the theme to be read at all: errors in AI-made
   * material are about AI, so 「説明が違うと言われる」 alone is no such theme.
   */
  requires?: readonly string[];
}

/** Every theme's words, one table per family of themes. */
export const themeLexicons: readonly ThemeLexicon[] = [
  ...paperworkLexicons,
  ...operationsLexicons,
  ...aiAndToolsLexicons,
  ...businessLexicons,
];
