import { dimensionLabels } from '../assessment/scoring-rubric';
import { maturityLevels, maturityLevelText } from '../assessment/maturity-levels';
import type { ScoredAnswer, Urgency } from '../assessment/score-answers';
import type { DimensionKey } from '../contract/diagnosis-result';
import type { QuestionId } from '../questionnaire/questions';
import { standingText, type ReportFacts } from './report-facts';
import type { ReportNarrative } from './report-narrative';
import type { ReportWriter } from './report-writer';

type Band = 'low' | 'mid' | 'high';
const bandOf = (score: number): Band => (score < 40 ? 'low' : score < 65 ? 'mid' : 'high');

/** Per dimension and band: what the score says, and what to do next. */
const dimensionText: Record<DimensionKey, Record<Band, { finding: string; action: string }>> = {
  strategy: {
    low: {
      finding: 'DXの目的やゴールがまだ言語化されておらず、取り組みが個別の改善にとどまりやすい状態です。',
      action:
        '経営として「DXで何を実現するか」を1枚の方針にまとめ、最初に着手する業務を1〜2つに絞り込みましょう。',
    },
    mid: {
      finding: 'デジタル化は複数の業務で進んでいますが、全社の戦略や事業の変革にはまだ結びついていません。',
      action:
        '部門ごとの取り組みを棚卸しし、経営目標と結びつけたDXロードマップと評価指標（KPI）を定めましょう。',
    },
    high: {
      finding: 'DXが経営戦略として位置づけられ、事業の変革に向けた取り組みが進んでいます。',
      action:
        '成果指標を定期的に見直し、データとAIを前提とした新しい事業やサービスの検討へ一歩進めましょう。',
    },
  },
  organization: {
    low: {
      finding: '推進役が明確でなく、DXが「誰かの片手間」になりやすい体制です。',
      action: 'まずはDX推進の責任者を任命し、月1回でも経営と現場が進捗を確認する場を設けましょう。',
    },
    mid: {
      finding: '推進役はいるものの、経営の意思と現場の実行をつなぐ仕組みがまだ十分ではありません。',
      action:
        '推進チームに各部門のキーパーソンを巻き込み、現場の成功事例を社内で共有する仕組みをつくりましょう。',
    },
    high: {
      finding: '経営と現場が連携して動ける推進体制が整っており、全社展開の土台があります。',
      action: '推進体制を維持しつつ、各部門に変革を担うリーダーを育て、取り組みを自走させましょう。',
    },
  },
  technology: {
    low: {
      finding:
        'デジタル施策を企画・運用できる社内の知見が限られ、ツールの選定や活用を外部や個人に頼りがちです。',
      action:
        'クラウド型の業務ツールなど導入しやすいものから始め、社内に「使いこなせる人」を1人ずつ増やしましょう。',
    },
    mid: {
      finding:
        '外部の力も借りながら社内に知見が蓄積し始めていますが、データ活用やシステム連携のスキルには伸びしろがあります。',
      action:
        '外部パートナーとの協業を学びの機会と位置づけ、データの整備・連携を担える人材の育成計画を立てましょう。',
    },
    high: {
      finding: '社内に企画・開発を主導できる人材がおり、技術を自社の強みにできる段階です。',
      action: 'データ基盤やセキュリティ、開発の標準化を進め、技術力を全社で再利用できる形に整えましょう。',
    },
  },
  aiAdoption: {
    low: {
      finding: 'AIはまだ業務で活用されておらず、活用の具体的なイメージも固まっていない状態です。',
      action:
        '文書作成や議事録など身近な業務で生成AIを試し、社内の利用ルール（入力してよい情報の範囲）を定めましょう。',
    },
    mid: {
      finding: 'AIへの関心や試行は始まっていますが、会社として効果を測りながら使う段階には届いていません。',
      action:
        '効果を測りやすい業務を1つ選び、作業時間などの指標を決めたうえで、部門単位の試験導入を行いましょう。',
    },
    high: {
      finding: 'AIを複数の業務に組み込み、効果を確かめながら活用を広げています。',
      action:
        'AI活用の成果を事業指標に結びつけ、データの品質管理とガバナンスを強化しながら適用範囲を広げましょう。',
    },
  },
  investment: {
    low: {
      finding: 'DX・AIへの投資は最小限にとどまっており、このままでは取り組みが続きにくい状況です。',
      action:
        '小さな投資で効果を確かめられるテーマを選び、削減できた時間やコストを数字で示して次の予算につなげましょう。',
    },
    mid: {
      finding:
        '効果が見込める分野には予算を確保していますが、単年度の判断が中心で中長期の計画にはなっていません。',
      action:
        '投資ごとに期待効果と測定方法を決め、3年程度の中期計画として予算を配分する考え方に切り替えましょう。',
    },
    high: {
      finding: 'DX・AIを中長期の成長投資として捉え、継続的に予算を配分しています。',
      action: '投資全体のポートフォリオと成果を定期的に評価し、成果の大きい領域へ資源を集中させましょう。',
    },
  },
};

/** One typical theme and one AI use case per industry code. */
const industryContext: Record<string, { theme: string; aiUseCase: string }> = {
  manufacturing: {
    theme: '生産計画・品質データの活用や熟練技能の継承',
    aiUseCase: '検査画像による外観検査や、設備データからの故障予兆の検知',
  },
  construction: {
    theme: '施工管理や図面・現場写真の共有、協力会社との情報連携',
    aiUseCase: '工程表や日報の作成支援、現場写真の自動整理',
  },
  wholesale_retail: {
    theme: '受発注・在庫管理のデジタル化と販売データの活用',
    aiUseCase: '需要予測による発注の最適化や、商品説明文の作成',
  },
  finance_insurance: {
    theme: '審査・事務手続きの効率化と、規制に対応したデータ管理',
    aiUseCase: '書類の読み取りと審査業務の支援、問い合わせ対応の高度化',
  },
  information_communications: {
    theme: '開発生産性の向上と、データを生かした新サービスづくり',
    aiUseCase: 'コード生成やテストの自動化、自社サービスへのAI機能の組み込み',
  },
  hospitality_entertainment_services: {
    theme: '予約・接客業務の効率化と顧客データの活用',
    aiUseCase: '多言語での問い合わせ対応や、来客予測に基づくシフト作成',
  },
  professional_services: {
    theme: '提案書・成果物づくりの効率化とナレッジの共有',
    aiUseCase: '調査・資料作成の下書きや、過去案件のナレッジ検索',
  },
  medical_care: {
    theme: '記録業務の負担軽減と、職種間の情報共有',
    aiUseCase: '記録・報告書の作成支援や、音声入力による記録の効率化',
  },
  education: {
    theme: '校務・事務の効率化と学習データの活用',
    aiUseCase: '教材や問題の作成支援、問い合わせ対応の自動化',
  },
  transport_logistics: {
    theme: '配車・運行管理の最適化とドライバーの負担軽減',
    aiUseCase: '配送ルートの最適化や、需要に応じた車両・人員の計画',
  },
  real_estate: {
    theme: '物件情報・顧客対応のデジタル化と契約手続きの効率化',
    aiUseCase: '物件紹介文の作成や、問い合わせへの一次対応',
  },
  other: {
    theme: '定型業務の効率化と、社内に散らばる情報の一元化',
    aiUseCase: '文書作成や社内問い合わせへの回答、データ集計の自動化',
  },
};

/** How a company of each size band usually moves best. */
const sizeContext: Record<string, string> = {
  lt10: '少人数の組織では経営者自身の判断がそのまま実行につながるため、月額制のクラウドサービスを使い、小さく始めて素早く定着させる進め方が適しています。',
  '10_29':
    'この規模では専任担当を置きにくい一方、全員の顔が見える強みがあります。業務を兼任しながらでも回せる、効果の見えやすい施策から始めるのが現実的です。',
  '30_99':
    '部門が分かれ始める規模のため、部門ごとのツール導入が「データの分断」を生まないよう、早い段階で全社共通のルールを決めておくことが重要です。',
  '100_299':
    '部門間の連携が成果を左右する規模です。推進チームが部門横断で業務とデータをつなぐ役割を担うと、投資効果が大きくなります。',
  '300_999':
    '全社展開には、標準化と部門の自律性のバランスが鍵となります。共通基盤とガイドラインを整えたうえで、各部門の取り組みを後押しする形が有効です。',
  gte1000:
    '大規模組織では、ガバナンスとスピードの両立が課題になります。全社のデータ基盤とAI利用の統制を整えつつ、事業部単位で素早く試せる仕組みが求められます。',
};

const urgencyPace: Record<Urgency, string> = {
  now: '強い危機感をお持ちのため、今後3か月以内に最初の成果を出すことを目標に',
  'within-a-year': '1年以内に着手・強化したいとのご意向を踏まえ、半年ほどで最初の成果を確認できるよう',
  years: '数年単位の時間軸を想定されているため、年度ごとの目標を置いて段階的に',
  none: '現時点で急ぐ必要は感じていないとのことですが、競合や取引先の変化に備えて、負担の小さい範囲から',
  unknown: 'ご回答いただいた状況を踏まえ、無理のない範囲で',
};

/** When the first results should show, by urgency (q10). */
const urgencyTimeline: Record<Urgency, string> = {
  now: '3か月以内に最初の成果を確認することを目標にしてください。',
  'within-a-year': '半年以内に最初の成果を確認できる計画にしてください。',
  years: '今年度中に計画を固め、来年度から本格的に展開する進め方が現実的です。',
  none: '負担の小さい範囲で始め、効果を確かめてから広げてください。',
  unknown: '無理のない時間軸で計画を立て、節目ごとに効果を確かめてください。',
};

/** What the q2 challenge means for the report. */
const challengeText: Record<string, string> = {
  A: '「何から始めればよいか分からない」という状態は、目的と優先順位が定まっていないことの表れです。',
  B: '推進できる人材やノウハウの不足が、取り組みの足かせになっています。',
  C: '部門間の連携不足やデータの分断が、全社展開を妨げています。',
  D: '次の課題は成果の測定と高度化であり、すでに一定の取り組みが進んでいることの裏返しでもあります。',
};

// Themes recognised in the free text, so the report can name the issue the visitor described.
const freeTextThemes: [RegExp, string][] = [
  [/FAX|ファックス|ファクス|紙|押印|ハンコ|はんこ/i, '紙やFAXを前提とした業務の見直し'],
  [/Excel|エクセル|スプレッドシート|表計算/i, '表計算ファイルに頼った管理とデータの分断'],
  [/人材|人手|人員|担当者|採用|スキル/, '推進を担う人材の確保と育成'],
  [/属人|ベテラン|引き継ぎ|引継ぎ|ノウハウ/, '業務の属人化とノウハウの継承'],
  [/予算|コスト|費用|投資/, '投資余力と費用対効果の見極め'],
  [/セキュリティ|情報漏洩|漏えい|個人情報/, '情報セキュリティとデータの取り扱い'],
  [/問い合わせ|問合せ|電話対応|顧客対応/, '問い合わせ・顧客対応の効率化'],
  [/見積|請求|受発注|発注|受注/, '見積・受発注・請求業務の効率化'],
  [/在庫|物流|配送/, '在庫・物流の見える化'],
  [/データ|分析|集計|可視化|見える化/, 'データの集約と活用'],
  [/生成AI|ChatGPT|AI|ＡＩ/i, 'AIの活用範囲と進め方の整理'],
  [/何から|進め方|優先順位|わからない|分からない/, '取り組みの優先順位づけ'],
];

/** A short quotation of visitor text: one line, at most 80 characters. */
export function quote(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const chars = [...oneLine];
  return `「${chars.length > 80 ? `${chars.slice(0, 80).join('')}…` : oneLine}」`;
}

function themesIn(text: string): string[] {
  return freeTextThemes.filter(([pattern]) => pattern.test(text)).map(([, theme]) => theme);
}

function answerOf(facts: ReportFacts, id: QuestionId): ScoredAnswer {
  return facts.assessment.answers.find((answer) => answer.id === id)!;
}

/** The chosen option in words, or the custom text for E. */
function chosen(answer: ScoredAnswer): string {
  if (answer.letter !== 'E') return `「${answer.label}」`;
  return answer.customText ? `その他（${quote(answer.customText)}）` : '「その他」';
}

const letterIndex = (answer: ScoredAnswer) => (answer.letter === 'E' ? 1 : 'ABCD'.indexOf(answer.letter));

function keyFinding(facts: ReportFacts): string {
  const { assessment } = facts;
  const interest = answerOf(facts, 'q5');
  const use = answerOf(facts, 'q6');
  const will = answerOf(facts, 'q3');
  const budget = answerOf(facts, 'q9');
  if (letterIndex(interest) - letterIndex(use) >= 2) {
    return `AIへの関心（${chosen(interest)}）に比べて、実際の活用（${chosen(use)}）が大きく遅れています。関心を具体的な業務での試行に移すことが、次の成長の鍵です。`;
  }
  if (letterIndex(use) - letterIndex(interest) >= 2) {
    return `現場でのAI活用（${chosen(use)}）が、経営としての位置づけ（${chosen(interest)}）より先行しています。利用ルールや情報管理が追いつかないまま広がるリスクに注意が必要です。`;
  }
  if ((assessment.urgency === 'now' || assessment.urgency === 'within-a-year') && letterIndex(budget) <= 1) {
    return `取り組みの緊急度は高いと感じている一方で、投資は${chosen(budget)}という姿勢です。危機感と投資の間にずれがあり、このままでは計画が実行に移りにくい状況です。`;
  }
  if (will.letter === 'C') {
    return '経営の意欲に対して、現場への浸透と実行が追いついていません。方針を現場の業務レベルの目標に落とし込むことが、成果への近道です。';
  }
  const weakest = assessment.ranked[0]!;
  const strongest = assessment.ranked[4]!;
  const spread = assessment.dimensions[strongest] - assessment.dimensions[weakest];
  if (spread >= 25) {
    return `「${dimensionLabels[strongest]}」（${assessment.dimensions[strongest]}点）と「${dimensionLabels[weakest]}」（${assessment.dimensions[weakest]}点）の差が${spread}点と大きく、取り組みの進み方に偏りがあります。弱い領域が全体の足を引っ張る前に手当てが必要です。`;
  }
  return `5つの領域のスコアが${assessment.dimensions[weakest]}〜${assessment.dimensions[strongest]}点の範囲にまとまっており、全体が同じペースで進んでいます。次のレベルに進むには、特定の領域で一段踏み込んだ取り組みが求められます。`;
}

function freeTextInsights(facts: ReportFacts): string {
  const { issue, expectation, support } = facts.freeText;
  const paragraphs: string[] = [];
  if (issue) {
    const themes = themesIn(issue);
    paragraphs.push(
      `DX推進の課題として${quote(issue)}とご記入いただきました。` +
        (themes.length > 0
          ? `ここからは、${themes.slice(0, 3).join('、')}が具体的な論点として読み取れます。`
          : '現場で実感されている課題として、優先的に検討する価値があります。'),
    );
  }
  if (expectation) {
    const themes = themesIn(expectation);
    paragraphs.push(
      `AIへの期待として${quote(expectation)}と記されています。` +
        (themes.length > 0 ? `${themes.slice(0, 2).join('、')}に関わるテーマであり、` : '') +
        '効果を測りやすい範囲から試すことで、期待を具体的な成果につなげられます。',
    );
  }
  if (support) {
    paragraphs.push(
      `希望される支援として${quote(support)}とのご記入がありました。次のステップの検討にあたって、この点を優先して考慮しています。`,
    );
  }
  const custom = facts.assessment.answers.filter((answer) => answer.letter === 'E' && answer.customText);
  if (custom.length > 0) {
    paragraphs.push(
      `選択肢にない回答として、${custom
        .slice(0, 3)
        .map((answer) => `「${answer.topic}」に${quote(answer.customText!)}`)
        .join('、')}とのご記入がありました。個別の事情として診断の解釈に反映しています。`,
    );
  }
  if (paragraphs.length === 0) {
    const weakest = facts.assessment.ranked[0]!;
    return `自由記述へのご回答はありませんでした。選択式の回答からは、「${dimensionLabels[weakest]}」に関わる課題が最も大きいと考えられます。${facts.industry.label}でよく見られる${industryContext[facts.industry.code]?.theme ?? industryContext.other!.theme}などについて、現場の具体的な困りごとを洗い出すと、より的確な打ち手が見えてきます。`;
  }
  return paragraphs.join('\n');
}

function nextSteps(facts: ReportFacts): string {
  const { assessment } = facts;
  const pace = urgencyPace[assessment.urgency];
  const [first, second] = assessment.ranked;
  const industry = industryContext[facts.industry.code] ?? industryContext.other!;
  const steps = [
    `1. ${dimensionLabels[first!]}の強化：${dimensionText[first!][bandOf(assessment.dimensions[first!])].action}`,
    `2. ${dimensionLabels[second!]}の底上げ：${dimensionText[second!][bandOf(assessment.dimensions[second!])].action}`,
    assessment.level >= 4
      ? `3. AI・データによる事業の高度化：${industry.aiUseCase}など、${facts.industry.label}ならではのテーマで競争力につながる活用を検討しましょう。`
      : `3. 成果の見える化：${industry.aiUseCase}など、${facts.industry.label}で効果の出やすいテーマを1つ選び、導入前後の作業時間やコストを測って社内に共有しましょう。`,
  ];
  const closing = facts.freeText.support
    ? `ご希望の支援（${quote(facts.freeText.support)}）を念頭に、${pace}進めることをおすすめします。`
    : `${pace}進めることをおすすめします。`;
  return `${steps.join('\n')}\n${closing}`;
}

/** Writes every narrative field from templates driven by the scores, the answers and the free text. */
export function writeBuiltinNarrative(facts: ReportFacts): ReportNarrative {
  const { assessment, benchmark } = facts;
  const ranked = assessment.ranked;
  const weakest = ranked[0]!;
  const secondWeakest = ranked[1]!;
  const strongest = ranked[4]!;
  // The area to strengthen is the one furthest behind the comparison group, not simply the lowest score.
  const lagging = [...ranked].sort(
    (a, b) => benchmark.dimensionPercentiles[a] - benchmark.dimensionPercentiles[b],
  )[0]!;
  const score = (key: DimensionKey) => assessment.dimensions[key];
  const finding = (key: DimensionKey) => dimensionText[key][bandOf(score(key))].finding;
  const action = (key: DimensionKey) => dimensionText[key][bandOf(score(key))].action;
  const industry = industryContext[facts.industry.code] ?? industryContext.other!;
  const levelInfo = maturityLevels[assessment.level - 1]!;
  const q1 = answerOf(facts, 'q1');
  const q2 = answerOf(facts, 'q2');
  const q3 = answerOf(facts, 'q3');
  const q4 = answerOf(facts, 'q4');
  const q5 = answerOf(facts, 'q5');
  const q6 = answerOf(facts, 'q6');
  const q7 = answerOf(facts, 'q7');
  const q8 = answerOf(facts, 'q8');
  const q9 = answerOf(facts, 'q9');
  const q10 = answerOf(facts, 'q10');
  const comparisonGroup =
    benchmark.source === 'peers'
      ? `本診断を受けた同業・同規模の${benchmark.peerCount}社`
      : '公開統計から推計した同業・同規模の企業';
  const issueThemes = themesIn(facts.freeText.issue);
  const challenge =
    q2.letter === 'E' ? `DXの課題として${chosen(q2)}を挙げられています。` : challengeText[q2.letter]!;

  // A dimension already in the high band is listed by its next challenge, not as a shortfall.
  const issue = (key: DimensionKey) =>
    `${dimensionLabels[key]}（${score(key)}点）：${bandOf(score(key)) === 'high' ? action(key) : finding(key)}`;
  const high = [issue(weakest), issue(secondWeakest)];
  if (facts.freeText.issue) {
    high.push(
      `ご記入の課題${quote(facts.freeText.issue)}への対応${issueThemes.length > 0 ? `（${issueThemes[0]}）` : ''}`,
    );
  }
  const medium = [ranked[2]!, ranked[3]!].map(issue);
  medium.push(`DX推進の課題として挙げられた${chosen(q2)}への対応`);

  const strength =
    score(strongest) >= 40
      ? `最も進んでいるのは「${dimensionLabels[strongest]}」（${score(strongest)}点）です。${finding(strongest)}この強みを他の領域の取り組みにも生かせます。`
      : `現時点で突出した強みはまだありませんが、相対的には「${dimensionLabels[strongest]}」（${score(strongest)}点）が進んでいます。${
          letterIndex(q10) >= 2
            ? '取り組みの緊急度を高く認識している点は、変革を始める大きな原動力になります。'
            : '今回の診断で現状を客観的に把握したこと自体が、最初の一歩になります。'
        }`;

  return {
    executiveSummary: {
      position: `${facts.companyName}様は、${facts.industry.label}・従業員${facts.companySize.label}の企業として、総合スコア${assessment.overall}点、成熟度はレベル${assessment.level}「${levelInfo.name}」（${levelInfo.description}）です。${comparisonGroup}と比べると、${standingText(benchmark.percentile)}に位置しています。`,
      priorityIssue: `最優先の課題は「${dimensionLabels[weakest]}」（${score(weakest)}点）です。${finding(weakest)}${challenge}`,
      strength,
      keyFinding: keyFinding(facts),
      recommendedAction: `まずは「${dimensionLabels[weakest]}」から着手しましょう。${action(weakest)}${urgencyTimeline[assessment.urgency]}`,
    },
    companyProfile: {
      details: `${facts.industry.label}、従業員${facts.companySize.label}、設立${facts.establishmentYear}の企業です。ご回答者は${facts.position}のお立場です。${facts.industry.label}では${industry.theme}が主要なテーマとなります。`,
    },
    issueAnalysis: { high, medium },
    benchmark: {
      areaToStrengthen: `${comparisonGroup}と比べて最も遅れているのは「${dimensionLabels[lagging]}」です（${standingText(
        benchmark.dimensionPercentiles[lagging],
      )}）。${action(lagging)}`,
    },
    detailedAnalysis: {
      overall:
        `総合スコアは${assessment.overall}点で、${maturityLevelText(assessment.level)}（${levelInfo.description}）に該当します。` +
        `領域別では、${ranked
          .slice()
          .reverse()
          .map((key) => `${dimensionLabels[key]}${score(key)}点`)
          .join('、')}です。\n` +
        `${comparisonGroup}との比較では${standingText(benchmark.percentile)}の位置にあります。${sizeContext[facts.companySize.code] ?? ''}`,
      dxProgress:
        `DXの取り組み状況は${chosen(q1)}とのご回答です。${challenge}` +
        `\nDX推進・戦略のスコアは${score('strategy')}点です。${finding('strategy')}`,
      organization:
        `推進体制は${chosen(q4)}、意欲と実態については${chosen(q3)}とのご回答です。` +
        `\n組織・推進体制のスコアは${score('organization')}点です。${finding('organization')}\n${action('organization')}`,
      technicalAndSkills:
        `AI・デジタル施策の進め方は${chosen(q8)}とのご回答です。${q2.letter === 'B' ? '課題として人材・ノウハウ不足を挙げられている点とも一致します。' : ''}` +
        `\n技術・スキルのスコアは${score('technology')}点です。${finding('technology')}\n${action('technology')}`,
      aiAdoption:
        `AIへの関心は${chosen(q5)}、現在の活用状況は${chosen(q6)}、期待する効果は${chosen(q7)}とのご回答です。` +
        `\nAI活用のスコアは${score('aiAdoption')}点です。${finding('aiAdoption')}` +
        `\n${facts.industry.label}では、${industry.aiUseCase}といった活用が考えられます。`,
      investmentStrategy:
        `投資への姿勢は${chosen(q9)}、取り組みの緊急度は${chosen(q10)}とのご回答です。` +
        `\n投資姿勢のスコアは${score('investment')}点です。${finding('investment')}\n${action('investment')}` +
        '投資判断では、削減時間・売上への寄与・リスク低減など、効果を測る指標を事前に決めておくことが重要です。',
      freeTextInsights: freeTextInsights(facts),
      nextSteps: nextSteps(facts),
    },
  };
}

/** The built-in writer: no network, always succeeds. */
export function createBuiltinWriter(): ReportWriter {
  return {
    kind: 'builtin',
    async write(facts) {
      const startedAt = performance.now();
      const narrative = writeBuiltinNarrative(facts);
      return { narrative, model: null, tokens: null, latencyMs: Math.round(performance.now() - startedAt) };
    },
  };
}
