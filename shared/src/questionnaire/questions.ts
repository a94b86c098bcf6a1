/** Stable ids of the ten choice questions; stored answers are keyed by them. */
export const questionIds = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8', 'q9', 'q10'] as const;
export type QuestionId = (typeof questionIds)[number];

/** The four listed choices, ordered from least to most mature; E is "other" with free text. */
export const choiceLetters = ['A', 'B', 'C', 'D'] as const;
export type ChoiceLetter = (typeof choiceLetters)[number];

export interface ChoiceOption {
  letter: ChoiceLetter;
  label: string;
}

export interface Question {
  id: QuestionId;
  /** Short heading of the topic, e.g. for the report and the admin view. */
  topic: string;
  text: string;
  options: ChoiceOption[];
}

function question(
  id: QuestionId,
  topic: string,
  text: string,
  labels: [string, string, string, string],
): Question {
  return {
    id,
    topic,
    text,
    options: choiceLetters.map((letter, index) => ({ letter, label: labels[index]! })),
  };
}

/**
 * What a question measures. Capability questions set the maturity level (A→D is a ladder of what the
 * company does today); readiness questions are reported beside it; category questions name the kind
 * of challenge or expected effect and steer the report's text, with no order of maturity.
 */
export type QuestionRole = 'capability' | 'readiness' | 'category';

/** Role of each question in the assessment (docs/assessment.md §1). */
export const questionRoles: Record<QuestionId, QuestionRole> = {
  q1: 'capability',
  q2: 'category',
  q3: 'readiness',
  q4: 'capability',
  q5: 'readiness',
  q6: 'capability',
  q7: 'category',
  q8: 'capability',
  q9: 'capability',
  q10: 'readiness',
};

/**
 * The ten choice questions on the topics of SPEC §3. For capability and readiness questions A is the
 * least and D the most mature; q2 and q7 list categories.
 */
export const questions: Question[] = [
  question(
    'q1',
    'DXの取り組み状況',
    '貴社のDX（デジタルトランスフォーメーション）の取り組み状況に最も近いものはどれですか？',
    [
      '紙や口頭、電話・FAXでのやり取りが中心で、デジタル化はほとんど進んでいない',
      '会計ソフトやチャットなど、一部の業務でITツールを使い始めている',
      '複数の業務プロセスをデジタル化し、そのデータを業務改善に使っている',
      '全社の戦略としてデジタル化を進め、事業やサービスのあり方そのものを変えている',
    ],
  ),
  question('q2', 'DX推進の課題', 'DXを進めるうえで、現在最も大きな課題はどれですか？', [
    '何から始めればよいか分からない',
    '推進できる人材やノウハウが不足している',
    '部門間の連携不足やデータの分断で、全社展開が進まない',
    '取り組みの成果測定や、さらなる高度化の進め方',
  ]),
  question('q3', '意欲と実態のギャップ', 'DXに対する意欲と、社内の実態について最も近いものはどれですか？', [
    '経営・現場ともに、DXの必要性をあまり感じていない',
    '必要性は感じているが、具体的な行動に移せていない',
    '経営は積極的だが、現場への浸透や実行が追いついていない',
    '経営と現場が同じ方向を向き、計画どおりに実行できている',
  ]),
  question('q4', 'DX推進体制', 'DXを推進する社内体制はどのようになっていますか？', [
    '担当者は決まっておらず、必要なときに誰かが対応している',
    '情報システム担当などが、他の業務と兼任で対応している',
    '専任の担当者またはプロジェクトチームがあり、計画に沿って進めている',
    '経営直轄の推進責任者・部署があり、全社の進捗を定期的に確認している',
  ]),
  question('q5', 'AI活用への関心', 'DXの一環として、AIの活用にどの程度関心がありますか？', [
    '現時点では関心がない、またはよく分からない',
    '関心はあるが、情報収集はしていない',
    '情報収集や社内での検討を進めている',
    '経営課題として位置づけ、具体的な活用計画がある',
  ]),
  question('q6', 'AIの活用状況', '現在のAI（生成AIを含む）の業務での活用状況に最も近いものはどれですか？', [
    '業務では使っていない',
    '一部の社員が個人的に試しているが、会社としてのルールや導入はない',
    '会社として特定の業務・部門に導入し、利用ルールを定めている',
    '複数の業務プロセスに組み込み、効果を測定しながら活用している',
  ]),
  question('q7', 'AIに期待する効果', 'AIの活用によって、最も期待する効果はどれですか？', [
    'まだ具体的な効果をイメージできていない',
    '文書作成や問い合わせ対応など、個人作業の効率化',
    '業務プロセスの自動化や、データ分析による意思決定の高度化',
    '新しい製品・サービスやビジネスモデルの創出',
  ]),
  question(
    'q8',
    'デジタル人材と外部活用',
    'AI・デジタル施策を企画・運用する力について、最も近いものはどれですか？',
    [
      '社内に対応できる人がおらず、相談できる外部の先もない',
      'ほぼすべてを外部のベンダーに任せており、社内にノウハウは残っていない',
      '外部パートナーと協力しながら、社内にもノウハウを蓄積している',
      '社内の人材が中心となって企画・運用し、必要に応じて外部を活用している',
    ],
  ),
  question('q9', '投資への姿勢', 'DX・AIへの投資について、最も近いものはどれですか？', [
    '当面、投資の予定はない',
    '必要最低限のコストに抑えている',
    '効果が見込める分野に、年度予算を確保して投資している',
    '中長期の成長投資として継続的に予算を配分し、効果を検証している',
  ]),
  question('q10', '取り組みの緊急度', 'DX・AI活用に取り組む緊急度を、どのように感じていますか？', [
    '急ぐ必要は感じていない',
    '数年以内には取り組みたい',
    '1年以内に着手、または強化したい',
    '今すぐ取り組まなければ競争力を失うと感じている',
  ]),
];

/** Label of choice E, which reveals a text box for the specifics. */
export const otherOptionLabel = 'その他';
