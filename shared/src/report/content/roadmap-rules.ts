import type { Urgency } from '../../assessment/score-answers';
import type { ChoiceLetter } from '../../questionnaire/questions';
import type { SizeClass } from '../report-facts';

/**
 * Rules that scale the roadmap to the company: who owns each phase by size, what budget each phase
 * assumes by investment attitude (q9), how fast it moves by urgency (q10). No amounts: budgets are
 * described by kind, since prices differ by tool and region. Reviewed 2026-11-23.
 */

/** Owner of the first phase and of the later phases, by size class. */
export const roadmapOwners: Record<SizeClass, { start: string; scale: string }> = {
  micro: {
    start: '代表者ご自身（日々の入力は担当者1名と分担）',
    scale: '代表者ご自身と、ツールに慣れた担当者1名',
  },
  small: {
    start: '代表者と、兼任の推進担当者1名',
    scale: '兼任の推進担当者（代表者が月1回進捗を確認）',
  },
  medium: {
    start: '推進責任者（役員または部長）と、対象業務のリーダー',
    scale: '推進責任者と、各部門から選んだ推進メンバー',
  },
  large: {
    start: 'DX推進の責任部署と、対象業務を持つ事業部門の責任者',
    scale: 'DX推進の責任部署（経営会議で四半期ごとに進捗を報告）',
  },
};

/** How each phase is budgeted, by investment attitude (q9; a custom answer reads as B). */
export const roadmapBudgets: Record<ChoiceLetter, [string, string, string]> = {
  A: [
    '追加投資なし。既存のツールと無料の相談窓口・無料プランの範囲で進めます。',
    '小規模な月額利用料の範囲。効果を数字で確かめてから判断します。',
    '効果が確認できた業務に限って、翌年度の予算化を検討します。',
  ],
  B: [
    '月額制クラウドサービスの無料試用期間や小規模プランの範囲。',
    '対象業務に絞った月額利用料。補助金の対象になるかを事前に確認します。',
    '効果の出た業務に限って利用範囲を広げる費用を、翌年度予算に計上します。',
  ],
  C: [
    '年度予算の範囲で、対象業務の試行と初期設定の費用。',
    '本格導入の費用（ツール利用料・設定・教育）。補助金の活用を並行して検討します。',
    '中期計画として、効果の大きい領域への継続的な予算配分。',
  ],
  D: [
    '中長期の投資枠の中で、試行と効果測定の費用を確保します。',
    '全社展開に向けた導入・データ連携の費用。',
    '投資全体の成果を評価し、成果の大きい領域へ予算を集中させます。',
  ],
};

/** Periods of the three phases and how the first phase is paced, by urgency. */
export const roadmapPace: Record<Urgency, { periods: [string, string, string]; firstResult: string }> = {
  now: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '強い危機感をお持ちのため、対象を一つに絞り、1か月以内に最初の成果を確認できる計画が適しています。',
  },
  'within-a-year': {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '1年以内に着手・強化したいとのお考えに合わせ、3か月以内に最初の成果を確認できる計画が適しています。',
  },
  years: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '数年単位で取り組むお考えでも、最初の3か月で小さな成果を確かめておくと、次年度の計画が立てやすくなります。',
  },
  none: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult:
      '急ぐ必要を感じていない段階でも、負担の小さい一歩で効果を確かめておくことが、将来の判断材料になります。',
  },
  unknown: {
    periods: ['0〜3か月', '3〜6か月', '6〜12か月'],
    firstResult: '無理のない範囲で対象を一つに絞って始めるのが現実的です。',
  },
};
