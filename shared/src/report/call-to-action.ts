import type { CallToAction } from '../contract/diagnosis-result';
import { dimensionLabels } from '../assessment/scoring-rubric';
import type { ReportFacts } from './report-facts';
import { quote } from './visitor-text';
import { focusOf } from './builtin/report-focus';

/** Offers by what the visitor asked for in 希望する支援; the first matching one is made. */
const offers: [pattern: RegExp, offer: string][] = [
  [
    /補助金|助成金|支援制度/,
    '{focus}の取り組みが補助金・公的支援の対象になるかの確認と、申請に向けた導入計画づくりをお手伝いします。',
  ],
  [
    /研修|勉強会|教育|育成|セミナー/,
    '{focus}に取り組むための社内の勉強会・研修の内容を、{貴社}の業務に合わせてご提案します。',
  ],
  [
    /AI|ＡＩ|生成|ChatGPT/i,
    '{focus}を含め、AIを試す業務の洗い出しと、利用ルールを含めた試行計画づくりをご支援します。',
  ],
  [
    /ツール|システム|選定|導入|ソフト|電子契約|電子化|ペーパーレス/,
    '{focus}に合うツールの比較・選定と、導入から定着までの計画づくりをご支援します。',
  ],
  [
    /戦略|計画|ロードマップ|方針|何から/,
    '{focus}から始めるDXの方針とロードマップを、経営の目標に合わせて具体化するお手伝いをします。',
  ],
];
const defaultOffer =
  '本レポートの内容をもとに、{focus}の最初の一歩を具体化する個別のご相談をお受けしています。';

/**
 * The report's closing block: the provider's offer tied to 希望する支援, and two or three questions a
 * consultant would ask next, drawn from the visitor's own words and weakest area.
 */
export function buildCallToAction(facts: ReportFacts): CallToAction {
  const support = facts.freeText.support;
  const offer = (offers.find(([pattern]) => pattern.test(support))?.[1] ?? defaultOffer)
    .replace('{focus}', focusOf(facts))
    .replace('{貴社}', facts.honorific);
  const theme = facts.themes.find(
    (candidate) => candidate.id !== 'subsidy' && candidate.id !== 'where_to_start',
  );
  // The theme's own questions first; a contradiction in the answers is worth one of the three.
  const questions = [
    theme
      ? theme.questions[0]
      : `「${dimensionLabels[facts.priority.area]}」について、いま一番手間がかかっている業務はどれですか。`,
    facts.contradictions.length > 0
      ? 'ご回答の中で確認させていただきたい点（上記）について、実際の状況を教えてください。'
      : (theme?.questions[1] ??
        '最初の取り組みの成果を、どの数字（時間・件数・売上など）で判断したいとお考えですか。'),
    facts.position.code === 'ceo' || facts.position.code === 'executive'
      ? `${focusOf(facts)}の取り組みを任せられそうな社内の方はいらっしゃいますか。`
      : `経営層とこのレポートを共有する際に、${focusOf(facts)}について特に伝えたい点はどこですか。`,
  ];
  return {
    provider: facts.provider.name,
    offer: support ? `ご希望の支援として${quote(support, 60)}とご記入いただいたことを受け、${offer}` : offer,
    questions,
    contact: facts.provider.contact,
    bookingUrl: facts.provider.bookingUrl,
  };
}
