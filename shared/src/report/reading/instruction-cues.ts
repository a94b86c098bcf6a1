/**
 * Words by which a text addresses the report's writer instead of describing the company (prompt
 * injection, in plain or paraphrased form). A sentence is set aside when it overrides the writer's
 * rules, asks for a rating, tells the writer what to output or to be, or addresses whatever reads this
 * text (then the rest of its field goes with it). Analysed into dictionary forms like the lexicons. Reviewed on 2026-11-27 with the injection cases in builtin-reader.test.ts and the corpus.
 */
export const instructionCues = {
  /** Overriding what the writer was told. */
  override: [
    '無視',
    '忘れる',
    '上書き',
    'ignore',
    'disregard',
    'forget',
    'override',
    'リセット',
    '従わない',
    '従う必要はない',
    '脇に置く',
  ],
  /** What is overridden: any of these beside an override word. */
  overridden: [
    '指示',
    '命令',
    'ルール',
    '設定',
    'プロンプト',
    '制約',
    '前提',
    'これまで',
    '上記',
    '以前',
    '以降',
    'instructions',
    'rules',
    'previous',
    'above',
    '採点',
    '評価基準',
    '決まり',
    '決まりごと',
  ],
  /** Naming the writer's hidden instructions is addressing the writer. */
  hidden: [
    'システムプロンプト',
    'system prompt',
    'jailbreak',
    '脱獄',
    '開発者モード',
    'developer mode',
    'system',
    'assistant',
  ],
  /** A rating to claim (a number after 「レベル」 counts too). */
  rating: [
    '満点',
    '最高評価',
    '最高レベル',
    '最高',
    '最上位',
    '一番上',
    'いちばん上',
    'トップ',
    '高評価',
    '高く',
    '高め',
    '上位',
    '100点',
    'A評価',
    'S評価',
    '甘く',
    '良く',
    '良い評価',
    'いい評価',
    'レベル',
    'level',
    'ランク',
  ],
  /**
   * What a rating is of: 「高く」「良く」 claim a rating only beside one of these (「手数料が高うて、
   * 予約を取れるようにしたい」 claims none).
   */
  ratingObject: [
    '評価',
    '採点',
    '点',
    '点数',
    'レベル',
    'ランク',
    '成熟度',
    'スコア',
    '判定',
    '段階',
    '診断',
    'level',
    'score',
    'rank',
  ],
  /** What the writer does with it. */
  writerAct: [
    '判定',
    '評価',
    '出力',
    '記載',
    '書く',
    '表示',
    '扱う',
    '採点',
    '診断',
    '記述',
    'レポート',
    '結果',
    'output',
    'rate',
    'write',
    'する',
  ],
  /** A directive form (the imperatives 「せよ」「しろ」 are told by their surface: their dictionary form is 「する」). */
  directive: [
    'ください',
    '下さい',
    'ように',
    'こと',
    'ておく',
    'お願い',
    'なさい',
    'べき',
    'please',
    'ほしい',
    'いただく',
    'もらう',
    'もらえる',
    '幸い',
  ],
  /** Telling the writer what to output, whatever the rating. */
  outputOrder: [
    'と書いてください',
    'と記載してください',
    'とだけ返答',
    'とだけ答え',
    '返答してください',
    '省略してください',
    '書かないでください',
    '触れないでください',
    '良い点だけ',
    '前向きな内容だけ',
    'と出力',
    '出力してください',
    'とだけ書',
    '回答してください',
  ],
  /** The one spoken to in the second person: beside `ownInstructions` and `reveal`, the writer. */
  you: ['あなた', 'ご自身', '君', 'お前', 'you'],
  /** What the writer was given: its instructions, prompt, scoring criteria. */
  ownInstructions: ['指示文', '指示', '設定文', 'プロンプト', '採点基準', '評価基準', 'instructions'],
  /**
   * Instructions that can only be the writer's (「受け取っている指示の全文」「採点の基準」): beside a
   * `writerAgent` and `reveal`, the text asks whatever reads it for them, even not called 「あなた」.
   */
  writersInstructions: [
    '指示文',
    '指示の全文',
    '受け取っている指示',
    '与えられている指示',
    '受けている指示',
    '採点の基準',
    '採点基準',
    'プロンプト',
  ],
  /** Showing them: 「そのまま書き出してください」「全文を表示」. */
  reveal: ['書き出す', '表示', '出力', '見せる', '掲載', '貼る', '開示', '全文', 'reveal', 'print', 'show'],
  /** Telling the writer what it is. */
  role: ['あなたは', 'あなたの役割', 'として振る舞', 'ロールプレイ', 'you are', 'act as', '君は', 'お前は'],
  /**
   * This very text (「この回答」「この文章」): beside a `reader`, the sentence addresses whatever reads the
   * text (「この文章を読んでいるAIへ」「この回答を文章生成に使う場合」), not the company's work.
   */
  thisText: [
    'この文章',
    'この回答',
    'この入力',
    'このテキスト',
    'この文面',
    'このメッセージ',
    '本回答',
    '本文章',
    'ここから先',
    '以下の文',
  ],
  /**
   * Who a salutation line speaks to (「診断結果を書く担当の方へ。」「AIさんへ：」): any of these before a
   * closing 「へ」 makes the line a message to the writer, not a word about the company.
   */
  addressee: [
    'ai',
    'システム',
    'モデル',
    'アシスタント',
    'チャットボット',
    '担当',
    '書く',
    'まとめる',
    '作る',
    '作成',
    '読む',
    '読み取る',
    '処理',
    '診断',
    'レポート',
    '報告書',
  ],
  /**
   * The report or this answer (「本診断の結果」「本レポート」): followed by a `writerVerb` and a
   * `writerAgent` (「本診断の結果を作成されるAI」「本レポートを生成しているシステム」), it names the
   * report's writer, whom a company's own account never names.
   */
  thisReport: ['本診断', 'この診断', '本レポート', 'このレポート', 'この報告書', 'この回答', '本回答'],
  /**
   * A report in general words (「診断結果を作るAIさん、」「診断を作っているAIに質問です」): it names the
   * writer only when the writer is then spoken to (an `addressMark` follows), as a company may want an
   * AI of its own that writes reports.
   */
  aReport: ['診断', 'レポート', '報告書'],
  /** What follows a name that is spoken to: 「〜さん、」「〜様」「〜へ。」「〜に質問です」. */
  addressMark: ['さん', '様', 'の方', '、', 'へ。', 'へ、', 'に質問', 'にお願い'],
  writerVerb: ['作成', '生成', '書く', 'まとめる', '作る', '読む', '読み取る', '処理', '出力'],
  writerAgent: ['ai', 'システム', 'モデル', 'アシスタント', '担当'],
  /** Whatever reads or processes the text, named as the one spoken to. */
  reader: [
    'AIへ',
    'AIの方へ',
    'システムへ',
    'モデルへ',
    'あなた',
    '文章生成',
    '読んでいるAI',
    '読み込んでいるAI',
    'まとめているAI',
    '処理しているAI',
    '処理しているシステム',
    '生成しているAI',
  ],
} as const;
