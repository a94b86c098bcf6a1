import type { AskKind } from '../reading/reading';
import type { ContentSource } from './content-source';

/**
 * How the report answers each kind of explicit ask: in substance where the knowledge allows it, else
 * plainly that the diagnosis cannot know it and where a company finds it. No amount, rate or date is
 * stated here: those change per call for applications and are read from the programme table only
 * (see programmeFactsText for the sentences that carry them).
 * `{programme}` is the programme the visitor named, `{programmeLink}` its official page when the
 * support table has it, `{tools}` the kinds of tools of the report's focus, `{focus}` its name,
 * `{desks}` the consultation desks of the support table that fit the company, each with its page. Reviewed on 2026-11-24.
 */
export interface AskAnswer {
  kind: AskKind;
  answer: string;
  sources: ContentSource[];
}

const checkedOn = '2026-11-24';

export const askAnswers: Record<AskKind, AskAnswer> = {
  programme: {
    kind: 'programme',
    answer:
      '{programme}の補助率・補助上限額・公募期間は公募回や申請枠ごとに定められ、回によって変わるため、本診断では金額や締切を断定していません。申請を考える時点の公募要領（{programmeLink}）で、対象となる経費と枠を確認されることをお勧めします。',
    sources: [],
  },
  cost: {
    kind: 'cost',
    answer:
      '費用は対象にする業務の範囲、利用人数、選ぶ製品によって大きく変わるため、本診断では金額をお示しできません。{tools}のような候補について、同じ条件（対象業務・利用人数・必要な機能）で2〜3社から見積もりを取ると比較できます。',
    sources: [],
  },
  others_figures: {
    kind: 'others_figures',
    answer:
      '他社の価格や業績などの個別の数字は、本診断では把握できません。業界団体の統計、公開されている決算資料、取引先や同業の集まりでの情報交換が確かめる手段になります。本レポートの同業比較は、診断の回答と公的統計から推計した目安です。',
    sources: [],
  },
  rules: {
    kind: 'rules',
    answer:
      '顧客や利用者の情報を生成AIに入力してよいかは、その情報を取得したときの利用目的の範囲内か、入力した内容がサービス側で学習などに使われない設定か、顧客との契約（秘密保持の条項）が外部サービスへの入力を認めているか、の三点で判断します。個人情報保護委員会は、個人データを本人の同意なく入力し応答以外の目的で扱われる場合は法違反となる可能性があるとして、サービス側の取扱いの確認を求めています。個別の契約の解釈は、顧問の弁護士などにご確認ください。',
    sources: [
      {
        title: '生成AIサービスの利用に関する注意喚起等について（令和5年6月2日）',
        publisher: '個人情報保護委員会',
        url: 'https://www.ppc.go.jp/news/careful_information/230602_AI_utilize_alert/',
        checkedOn,
      },
    ],
  },
  tool_choice: {
    kind: 'tool_choice',
    answer:
      '本診断では特定の製品名は挙げていません。{tools}の中から、いまの業務の件数と時間を測ったうえで、必要な機能、既存のシステムやデータとの連携、月額の費用、サポート体制を同じ表で比べると選びやすくなります。無料の試用期間で実際の担当者に使ってもらうことも有効です。',
    sources: [],
  },
  advice_desk: {
    kind: 'advice_desk',
    answer: '{desks}本レポートをお持ちいただくと、{focus}の進め方から具体的に相談できます。',
    sources: [],
  },
  other: {
    kind: 'other',
    answer:
      'ご質問の点は、対象の業務と今の件数や時間を確かめたうえでお答えできる内容です。{focus}の最初の段階でその数字をそろえ、個別のご相談の中で状況を伺いながらお答えします。',
    sources: [],
  },
};

/**
 * Where a company can take its questions (the `{desks}` of the advice_desk answer): the public desks of
 * the support table that fit it, `{list}` their names with their pages, or, when none fits (most are
 * for SMEs), the routes a large organisation has.
 */
export const adviceDeskText = {
  desks: 'デジタル化やDXの進め方は、公的な相談窓口にも相談できます。{list}があります。',
  none: '中小企業向けの公的な相談窓口は貴社の規模では対象外のことが多いため、取引のあるITベンダー、業界団体、外部の専門家への相談が現実的です。',
} as const;

/**
 * The answer to a direct question about one of the catalogue's themes (「配送ルートの作成をAIで自動化
 * できないか」): what kind of work it is and how it starts, from that theme's playbook. `{work}` is the
 * theme's short name, `{tools}` its kinds of tools, `{firstAction}` its first action (a whole sentence),
 * `{focus}` the report's focus. When the theme is the report's own focus, the roadmap already carries
 * the first action.
 */
export const themeAskAnswer = {
  focus:
    'ご質問の点は、本レポートで最初の取り組みとしてお勧めしている{work}にあたります。{tools}のような仕組みが候補になり、進め方はロードマップに沿って、今の件数と時間を測ることから始めます。',
  other:
    'ご質問の点は、{work}にあたる内容で、{tools}のような仕組みが候補になります。最初の一歩として、{firstAction}',
  /** 「何から手を付けたらいいのか」: the report's own answer is its focus. */
  whereToStart:
    '何から始めるかについては、ご記入の内容とご回答から、{focus}を最初の取り組みとしてお勧めします。具体的な最初の一歩は「推奨アクション」とロードマップの最初の段階に示しています。',
} as const;

/**
 * The sentences of a programme answer built from the support table (answer-asks fills the slots):
 * `{name}` the programme, `{alias}` the name the visitor used, `{size}` the company's size band, `{frames}`
 * rate and cap per frame for that size, `{label}`/`{opens}`/`{closes}` the latest call, `{prepare}` what to
 * prepare, `{url}` the official page, `{checkedOn}` the day the table was checked.
 */
export const programmeFactsText = {
  renamed: '「{alias}」は、現在の「{name}」にあたります。',
  intro: '「{name}」について、支援制度の表（{checkedOn}確認）からお答えします。',
  frames: '貴社の規模（{size}）では、{frames}',
  noFrames: '補助率・補助上限額は、確認できた公開情報では示せないため記載していません。',
  unconfirmedFrames: '{frames}の補助率・上限額は確認できていないため記載していません。',
  callOpen: '{label}は{opens}から{closes}まで受け付けています。',
  callUpcoming: '{label}は{opens}から{closes}までの受付が予定されています。',
  callClosed: '直近の{label}は{closes}に締め切られ、次回の日程は確認できていません。',
  callRolling: '申請は随時受け付けています。',
  noCall: '公募の日程は確認できていません。',
  prepare: '申請の準備として、{prepare}が求められます。',
  close: '最新の公募要領をご確認ください。公式ページ：{url}',
  prefectural:
    '補助率・上限額・募集の時期は都道府県ごとに定められるため、所在地の都道府県の募集案内をご確認ください。',
  closePrefectural: '都道府県の実施例：{url}',
} as const;
