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

/** The ten choice questions on the topics of SPEC §3, A (least mature) to D (most mature). */
export const questions: Question[] = [
  question(
    'q1',
    'DXの取り組み状況',
    '貴社のDX（デジタルトランスフォーメーション）の取り組み状況に最も近いものはどれですか？',
    [
      'まだ取り組んでおらず、紙や口頭でのやり取りが中心である',
      '一部の業務でITツールを導入し、ペーパーレス化を進めている',
      '複数の部門で業務プロセスのデジタル化とデータ活用を進めている',
      '全社戦略としてDXを推進し、ビジネスモデルの変革に取り組んでいる',
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
    '担当者や担当部署は決まっていない',
    '情報システム担当などが、他の業務と兼任で対応している',
    '専任の担当者、またはプロジェクトチームがある',
    '経営直轄のDX推進部署があり、各部門と連携して動いている',
  ]),
  question('q5', 'AI活用への関心', 'DXの一環として、AIの活用にどの程度関心がありますか？', [
    '現時点では関心がない、またはよく分からない',
    '関心はあるが、情報収集はしていない',
    '情報収集や社内での検討を進めている',
    '経営課題として位置づけ、具体的な活用計画がある',
  ]),
  question('q6', 'AIの活用状況', '現在のAI（生成AIを含む）の活用状況に最も近いものはどれですか？', [
    '業務では使っていない',
    '一部の社員が個人的に生成AIなどを試している',
    '特定の部門・業務で、会社として導入している',
    '複数の業務に組み込み、効果を測定しながら活用している',
  ]),
  question('q7', 'AIに期待する効果', 'AIの活用によって、最も期待する効果はどれですか？', [
    'まだ具体的な効果をイメージできていない',
    '文書作成や問い合わせ対応など、個人作業の効率化',
    '業務プロセスの自動化や、データ分析による意思決定の高度化',
    '新しい製品・サービスやビジネスモデルの創出',
  ]),
  question(
    'q8',
    'AIの内製化と外部委託',
    'AI・デジタル施策の内製化と外部委託について、最も近いものはどれですか？',
    [
      '社内に対応できる人材がおらず、方針も決まっていない',
      'ほぼすべてを外部のベンダーに任せている',
      '外部パートナーと協力しながら、社内にもノウハウを蓄積している',
      '社内の専門人材が中心となって企画・開発し、必要に応じて外部を活用している',
    ],
  ),
  question('q9', '投資への姿勢', 'DX・AIへの投資に対する考え方に最も近いものはどれですか？', [
    '当面、投資の予定はない',
    '必要最低限のコストに抑えたい',
    '効果が見込める分野には、年度予算を確保して投資している',
    '中長期の成長投資として、継続的に予算を配分している',
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
