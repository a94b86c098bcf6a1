import type { QuestionnaireVersion } from './catalogue';
import { choiceLetters, questions, type ChoiceLetter, type Question, type QuestionId } from './questions';

/**
 * Wording of the questions that changed after questionnaire 2026-11-v1. The letters kept their
 * place on the ladder, so v1 answers are scored the same way and read back with the words the
 * visitor actually saw.
 */
const v1Wording: Partial<Record<QuestionId, { topic: string; text: string; labels: string[] }>> = {
  q1: {
    topic: 'DXの取り組み状況',
    text: '貴社のDX（デジタルトランスフォーメーション）の取り組み状況に最も近いものはどれですか？',
    labels: [
      'まだ取り組んでおらず、紙や口頭でのやり取りが中心である',
      '一部の業務でITツールを導入し、ペーパーレス化を進めている',
      '複数の部門で業務プロセスのデジタル化とデータ活用を進めている',
      '全社戦略としてDXを推進し、ビジネスモデルの変革に取り組んでいる',
    ],
  },
  q4: {
    topic: 'DX推進体制',
    text: 'DXを推進する社内体制はどのようになっていますか？',
    labels: [
      '担当者や担当部署は決まっていない',
      '情報システム担当などが、他の業務と兼任で対応している',
      '専任の担当者、またはプロジェクトチームがある',
      '経営直轄のDX推進部署があり、各部門と連携して動いている',
    ],
  },
  q6: {
    topic: 'AIの活用状況',
    text: '現在のAI（生成AIを含む）の活用状況に最も近いものはどれですか？',
    labels: [
      '業務では使っていない',
      '一部の社員が個人的に生成AIなどを試している',
      '特定の部門・業務で、会社として導入している',
      '複数の業務に組み込み、効果を測定しながら活用している',
    ],
  },
  q8: {
    topic: 'AIの内製化と外部委託',
    text: 'AI・デジタル施策の内製化と外部委託について、最も近いものはどれですか？',
    labels: [
      '社内に対応できる人材がおらず、方針も決まっていない',
      'ほぼすべてを外部のベンダーに任せている',
      '外部パートナーと協力しながら、社内にもノウハウを蓄積している',
      '社内の専門人材が中心となって企画・開発し、必要に応じて外部を活用している',
    ],
  },
  q9: {
    topic: '投資への姿勢',
    text: 'DX・AIへの投資に対する考え方に最も近いものはどれですか？',
    labels: [
      '当面、投資の予定はない',
      '必要最低限のコストに抑えたい',
      '効果が見込める分野には、年度予算を確保して投資している',
      '中長期の成長投資として、継続的に予算を配分している',
    ],
  },
};

/** The questions as a given questionnaire version showed them (the current wording for unknown versions). */
export function questionsAsAnswered(version: QuestionnaireVersion | string): Question[] {
  if (version !== '2026-11-v1') return questions;
  return questions.map((question) => {
    const wording = v1Wording[question.id];
    if (!wording) return question;
    return {
      ...question,
      topic: wording.topic,
      text: wording.text,
      options: choiceLetters.map((letter: ChoiceLetter, index) => ({
        letter,
        label: wording.labels[index]!,
      })),
    };
  });
}
