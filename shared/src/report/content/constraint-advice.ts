import type { ConstraintKind } from '../reading/reading';

/**
 * How the advice bends to a limit the visitor states: one sentence per kind, joined to the visitor's
 * own words in the report. General practice, no figures. Reviewed on 2026-11-24.
 */
export const constraintAdvice: Record<ConstraintKind, string> = {
  staff_age:
    '画面の文字が大きく操作の少ない道具を選び、慣れるまでは紙と併用する期間を決めて、使い方は隣に座って一度やって見せる形で伝えることをお勧めします。',
  language:
    '手順や指示は写真・動画と短い文で示し、多言語表示ややさしい日本語に対応した道具を選ぶと、言葉の壁があっても同じ手順で作業できます。',
  budget:
    '初期費用のかからない月額制のサービスや、いま使っている道具の使っていない機能から始め、効果を数字で確かめてから費用をかける順番をお勧めします。',
  ban: '取引先や社内の決まりで禁じられている使い方を先に一覧にし、その範囲に入らない業務とデータだけで試すことをお勧めします。',
  size: '少人数では、代表者ご自身が使う一つの道具に絞り、設定や問い合わせは販売元のサポートに任せる進め方が現実的です。',
  time: '新しい取り組みに充てる時間を週に一度など決まった枠で確保し、その枠で終わる大きさに最初の対象を絞ることをお勧めします。',
};
