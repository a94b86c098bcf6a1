import type { Urgency } from '../../assessment/score-answers';
import type { ChoiceLetter } from '../../questionnaire/questions';
import type { SizeClass } from '../report-facts';
import { industryContextOf } from './industry-context';

/**
 * Rules that scale the roadmap to the company: who owns each phase by size, what budget each phase
 * assumes by investment attitude (q9), how fast it moves by urgency (q10). No amounts: budgets are
 * described by kind, since prices differ by tool and region. Reviewed 2026-11-23.
 */

/**
 * Owner of the first phase and of the later phases, by size class; `{leader}` and `{frontline}` are
 * the industry's roles (industry-context.ts), so a care home reads 施設長 and 主任, not 各部門.
 */
const ownerPatterns: Record<SizeClass, { start: string; scale: string }> = {
  micro: {
    start: '代表者ご自身（日々の入力は{frontline}1名と分担）',
    scale: '代表者ご自身と、ツールに慣れた{frontline}1名',
  },
  small: {
    start: '代表者と、{frontline}から選んだ兼任の推進担当者1名',
    scale: '兼任の推進担当者と{frontline}（代表者が月1回進捗を確認）',
  },
  medium: {
    start: '推進責任者（{leader}）と、対象業務の{frontline}',
    scale: '推進責任者と、各部署の{frontline}から選んだ推進メンバー',
  },
  large: {
    start: 'DX推進の責任部署と、対象業務を持つ{leader}',
    scale: 'DX推進の責任部署（経営会議で四半期ごとに進捗を報告）',
  },
};

/**
 * The roadmap's owners for a company of this size class and industry; with the company name, the
 * roles of the sub-kind it shows (a hotel's 支配人, a home-care office's ヘルパー; industry-context.ts).
 */
export function roadmapOwners(
  size: SizeClass,
  industry: string,
  companyName?: string,
): { start: string; scale: string } {
  const { leader, frontline } = industryContextOf(industry, companyName);
  const fill = (pattern: string) => pattern.replace('{leader}', leader).replace('{frontline}', frontline);
  return { start: fill(ownerPatterns[size].start), scale: fill(ownerPatterns[size].scale) };
}

/**
 * How each phase is budgeted, by investment attitude (q9; a custom answer reads as B). `{tool}` is the
 * kind of tool the focus calls for (else 「クラウドサービス」), `{focus}` the theme or area the report centres on.
 */
export const roadmapBudgets: Record<ChoiceLetter, [string, string, string]> = {
  A: [
    '追加の投資はせず、既存のツールと、無料の相談窓口や無料プランの範囲で{focus}の現状を把握します。',
    '{tool}の小規模な月額利用料の範囲で、効果を数字で確かめてから続けるかを判断します。',
    '{focus}で効果が確認できた業務に限って、翌年度の予算化を検討します。',
  ],
  B: [
    '{tool}の無料試用期間や小規模プランの範囲。',
    '{tool}など対象業務に絞った月額利用料で、補助金の対象になるかを事前に確認します。',
    '{focus}で効果の出た業務に限って利用範囲を広げる費用を、翌年度予算に計上します。',
  ],
  C: [
    '年度予算の範囲で、{tool}の試行と初期設定の費用。',
    '{tool}の本格導入の費用（利用料・設定・教育）で、補助金の活用を並行して検討します。',
    '中期計画として、{focus}をはじめ効果の大きい領域への継続的な予算配分。',
  ],
  D: [
    '中長期の投資枠の中で、{tool}の試行と効果測定の費用を確保します。',
    '{focus}の全社展開に向けた導入とデータ連携の費用。',
    '投資全体の成果を評価し、成果の大きい領域へ予算を集中させます。',
  ],
};

/** Periods of the three phases and how the first phase is paced, by urgency; `{measure}` is the focus's indicator. */
export const roadmapPace: Record<Urgency, { periods: [string, string, string]; firstResult: string }> = {
  now: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '強い危機感をお持ちのため、対象を一つに絞り、1か月以内に{measure}で最初の成果を確認できる計画が適しています。',
  },
  'within-a-year': {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '1年以内に着手・強化したいとのお考えに合わせ、3か月以内に{measure}で最初の成果を確認できる計画が適しています。',
  },
  years: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '数年単位で取り組むお考えでも、最初の3か月で{measure}の小さな変化を確かめておくと、次年度の計画が立てやすくなります。',
  },
  none: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '急ぐ必要を感じていない段階でも、負担の小さい一歩で{measure}の変化を確かめておくことが、将来の判断材料になります。',
  },
  unknown: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult: '無理のない範囲で対象を一つに絞り、{measure}の変化を見ながら始めるのが現実的です。',
  },
};

/**
 * The roadmap's AI step when the visitor wrote what they expect of AI: their own wish is the first trial,
 * not a generic one (「文書作成など」). Reviewed 2026-11-28.
 */
export const aiTrialFromExpectation =
  'AIへの期待の欄にご記入の業務を最初の試行の候補とし、入力してよい情報の範囲を決めたうえで、影響の小さい範囲から試します。';
