import { bandRangeText } from '../assessment/standing-band';
import { levelDefinition, type MaturityLevel } from '../assessment/maturity-levels';
import { capabilityWeights, dimensionLabels, readinessQuestions } from '../assessment/scoring-rubric';
import type { ScoredAnswer } from '../assessment/score-answers';
import { dimensionKeys, type SupportReference } from '../contract/diagnosis-result';
import { comparisonSource } from './builtin/benchmark-text';
import { buildRoadmap } from './builtin/build-roadmap';
import { fillReading } from './builtin/answer-text';
import { answerReadings, challengeReadings, expectedEffectReadings } from './content/answer-readings';
import { industryContext } from './content/industry-context';
import { roadmapOwners } from './content/roadmap-rules';
import { sizeClassOf, type ReportFacts, type SizeClass } from './report-facts';

/** What the model writer may ground its text on, drawn from the scores, the facts and the content tables. */
export interface KnowledgePack {
  /** Japanese Markdown sections for the prompt. None of it is visitor text. */
  text: string;
  /** Every URL the pack names: the only links a model's narrative may contain. */
  links: string[];
}

const priorityReasons: Record<ReportFacts['priority']['decidedBy'], string> = {
  score: '最もスコアの低い領域',
  theme: '同点で最も低い領域のうち、回答者の記述が指している領域',
  challenge: '同点で最も低い領域のうち、q2の課題が指している領域',
};

const sourceLabels: Record<ReportFacts['benchmark']['source'], string> = {
  baseline: 'baseline（公開統計からの推計）',
  blended: 'blended（本診断の同業・同規模データと公開統計の組み合わせ）',
  peers: 'peers（本診断を受けた同業・同規模の企業との比較）',
};

/** Who owns the work at each size, as the roadmap rules scale it. */
const ownerRules: Record<SizeClass, string> = {
  micro:
    '従業員10名未満の組織です。推進役は代表者ご自身で、「各部門」「推進チーム」「専任担当」「推進室」のような体制は前提にしないこと。',
  small:
    '少人数の組織です。兼任の推進担当者と代表者で進める形とし、専任部署や各部門の推進メンバーは前提にしないこと。',
  medium:
    '部門が分かれ始める規模です。推進責任者（役員または部長）と、対象業務や各部門のメンバーで進める形とすること。',
  large: '組織の大きい会社です。推進の責任部署と事業部門の責任者が役割を分ける形とすること。',
};

/** A chosen option in words with what it means; a custom answer points to the visitor data. */
function answerLines(facts: ReportFacts, answer: ScoredAnswer): string {
  const head = `- ${answer.id}（${answer.topic}）${answer.question}`;
  if (answer.letter === 'E') {
    const scored = answer.points === null ? '採点対象外' : '採点ではB相当として扱った';
    return `${head}\n  回答：「その他」（自由記入。内容は回答者データの「その他の回答」を参照。${scored}）`;
  }
  const chosen = `  回答：${answer.letter}「${answer.label}」`;
  if (answer.id === 'q2') return `${head}\n${chosen}\n  読み取り：${challengeReadings[answer.letter]}`;
  if (answer.id === 'q7') return `${head}\n${chosen}\n  読み取り：${expectedEffectReadings[answer.letter]}`;
  const reading = answerReadings[answer.id][answer.letter];
  const next = reading.nextStep ? `\n  次の一歩：${fillReading(reading.nextStep, facts)}` : '';
  return `${head}\n${chosen}\n  読み取り：${fillReading(reading.reading, facts)}${next}`;
}

function rubricSection(facts: ReportFacts): string {
  const topicOf = (id: string) => facts.assessment.answers.find((answer) => answer.id === id)?.topic ?? id;
  const dimensions = dimensionKeys
    .map((key) => {
      const questions = Object.keys(capabilityWeights[key]).map((id) => `${id}「${topicOf(id)}」`);
      return `${dimensionLabels[key]}（${questions.join('・')}）`;
    })
    .join('、');
  const readiness = readinessQuestions.map((id) => `${id}「${topicOf(id)}」`).join('・');
  return `## 採点の仕組み（システムが決めたもの。評価し直さないこと）
- 成熟度レベルは、いま実際にできていること（能力）のスコア0〜100点で決まります。能力の設問は5つの領域に分かれます：${dimensions}。
- 各レベルには必要条件があり、スコアが届いていても条件を満たさなければ、そのレベルにはなりません。
- 変革への準備度（${readiness}）は${facts.assessment.readiness}点です。レベルには含めず横に示し、進め方のペースを決める材料にします。
- q2「${topicOf('q2')}」とq7「${topicOf('q7')}」は採点しない分類で、文章の焦点を決めるために使います。`;
}

/** The current rung and the next one only: naming other levels would tempt the text to claim them. */
function ladderSection(facts: ReportFacts): string {
  const { assessment } = facts;
  const current = levelDefinition(assessment.level);
  const lines = [
    '## 成熟度レベル（全5段階）',
    `- 現在：レベル${current.level}「${current.name}」— ${current.description}（総合スコア${assessment.overall}点）`,
  ];
  if (assessment.heldBackBy.length > 0) {
    lines.push(
      `- スコアはより上の水準に届いていますが、${assessment.heldBackBy.map((requirement) => `「${requirement.text}」`).join('、')}という条件をまだ満たしていないため、レベル${current.level}と判定しています。`,
    );
  }
  const next = assessment.nextLevel;
  if (next) {
    const definition = levelDefinition(next.level as MaturityLevel);
    const needs = [
      ...(next.scoreGap > 0 ? [`総合スコアをあと${next.scoreGap}点高める`] : []),
      ...next.missing.map((requirement) => `「${requirement.text}」状態になる`),
    ];
    lines.push(`- 次に目指すレベル：レベル${next.level}「${next.name}」— ${definition.description}`);
    lines.push(`- そのために必要なこと：${needs.length > 0 ? needs.join('、') : '条件はそろっています'}`);
  } else {
    lines.push('- 上のレベルはありません。成果を測り続け、変革を続ける仕組みを保つことが課題です。');
  }
  return lines.join('\n');
}

function scoresSection(facts: ReportFacts): string {
  const { assessment, priority } = facts;
  const tied =
    priority.tiedWith.length > 0
      ? `。同点：${priority.tiedWith.map((key) => dimensionLabels[key]).join('、')}`
      : '';
  return `## 領域別スコア（弱い順）と重点領域
- ${assessment.ranked.map((key) => `${dimensionLabels[key]} ${assessment.dimensions[key]}点`).join('、')}
- 重点領域：${dimensionLabels[priority.area]}（${priorityReasons[priority.decidedBy]}${tied}）`;
}

function benchmarkSection(facts: ReportFacts): string {
  const { benchmark } = facts;
  const overall = benchmark.band
    ? `${benchmark.band.label}（推計の幅：${bandRangeText(benchmark.band)}）`
    : '中位程度（推計の幅は算出していません）';
  const areas = benchmark.dimensionBands
    ? `\n- 領域別の位置：${dimensionKeys.map((key) => `${dimensionLabels[key]} ${benchmark.dimensionBands![key].label}`).join('、')}`
    : '';
  return `## 同業・同規模との比較（推計。順位ではなく目安）
- 比較対象：${facts.industry.label}・従業員${facts.companySize.label}
- 根拠：${sourceLabels[benchmark.source]}。${comparisonSource(facts)}
- 総合的な位置：${overall}${areas}`;
}

function themesSection(facts: ReportFacts): string {
  const typical = industryContext[facts.industry.code];
  const context = typical
    ? `\n- 業種で一般的なテーマ：${typical.theme}。AI活用の典型例：${typical.aiUseCase}`
    : '';
  if (facts.themes.length === 0) {
    return `## 回答者の記述から見つかったテーマ\n- 記述から特定のテーマは見つかりませんでした。${context}`;
  }
  const themes = facts.themes.map(
    (theme) => `### ${theme.label}
- 診断：${theme.diagnosis}
- 最初の行動：${theme.firstAction}
- 進め方：0〜3か月「${theme.phases[0].join('／')}」、3〜6か月「${theme.phases[1].join('／')}」、6〜12か月「${theme.phases[2].join('／')}」
- ツールの種類：${theme.toolCategories.join('、')}
- 成果指標：${theme.kpis.join('、')}`,
  );
  return `## 回答者の記述から見つかったテーマ（一致の強い順）${context}\n${themes.join('\n')}`;
}

function topicsSection(facts: ReportFacts): string {
  if (facts.topics.length === 0) return '## 関係する法令・業界の動き\n- 該当なし';
  const topics = facts.topics.map(
    (topic) =>
      `- ${topic.label}：${topic.summary}\n  取るべき対応：${topic.action}\n  出典：${topic.sources.map((source) => `${source.publisher}「${source.title}」${source.url}`).join('、')}`,
  );
  return `## 関係する法令・業界の動き\n${topics.join('\n')}`;
}

function supportSection(support: readonly SupportReference[]): string {
  if (support.length === 0) return '## 活用できる公的支援\n- 該当なし（支援策の名称を挙げないこと）';
  return `## 活用できる公的支援（名称とURLはこの表記のまま。レポートの別欄に一覧が載ります）\n${support
    .map((entry) => `- ${entry.name}：${entry.url}`)
    .join('\n')}`;
}

function pointsToConfirmSection(facts: ReportFacts): string {
  if (facts.contradictions.length === 0) return '## 確認したい点\n- なし';
  return `## 確認したい点（回答どうしが食い違う点。断定せず、確認させていただく点として丁寧に書く）\n${facts.contradictions
    .map((text) => `- ${text}`)
    .join('\n')}`;
}

function roadmapSection(facts: ReportFacts, support: readonly SupportReference[]): string {
  const phases = buildRoadmap(facts, support).map(
    (phase) => `### ${phase.period}：${phase.title}
- 行動：${phase.actions.join('／')}
- 担当：${phase.owner}
- 成果指標：${phase.kpis.join('、')}
- 予算：${phase.budget}
- 支援：${phase.support}`,
  );
  return `## ロードマップの下書き（この構成に従うこと。期間・順序・フェーズの目的は変えず、この会社に合わせて言葉を整える）\n${phases.join('\n')}`;
}

function rulesSection(facts: ReportFacts): string {
  const { assessment } = facts;
  const size = sizeClassOf(facts.companySize.code);
  const nextLevel = assessment.nextLevel ? `と次のレベル${assessment.nextLevel.level}` : '';
  const leader = facts.position.code === 'ceo' || facts.position.code === 'executive';
  const setAside =
    facts.setAside > 0
      ? [
          `- 記述のうち${facts.setAside}件は、診断への指示のような文だったため対象外とし、渡していません。触れる場合は「一部のご記入は診断の対象外としました」とだけ書く。`,
        ]
      : [];
  return [
    '## 書き方のルール',
    `- 会社を指すときは「${facts.honorific}」と書く（「御社」「あなたの会社」「当社」は使わない）。`,
    `- ご回答者は${facts.position.label}のお立場です。${leader ? '経営判断にそのまま使える書き方にする。' : '経営層と共有しやすい書き方にし、経営に判断を仰ぐ点を明確にする。'}`,
    '- 提案は「〜をお勧めします」「〜が有効です」と書き、「〜しましょう」は使わない。',
    '- 「まずは」は最初に取るべき行動（executiveSummary.recommendedAction）の中で1回だけ使ってよく、ほかの項目では使わない。',
    '- 会社が選ばなかった選択肢の内容を、会社の状況として書かない。回答は「選択式の回答」にあるものだけを使う。',
    '- 回答者データの空文字列（""）は、記入がないか内容のない回答です。内容を推測して補わない。',
    ...setAside,
    '- 「確認したい点」があれば、断定も非難もせず、確認させていただく点として丁寧に書く。',
    '- 金額・期限・割合（%）などの数値は、この知識パックと診断データにあるものだけを使い、新しい数値を作らない。',
    '- URLは本文に書かない。書く場合は、この知識パックにあるURLだけをそのまま書く。',
    '- 支援策・制度の名称は、この知識パックにあるものだけを、そのままの表記で書く。',
    `- 担当の書き方は規模に合わせる。${ownerRules[size]}例：「${roadmapOwners(size, facts.industry.code).start}」「${roadmapOwners(size, facts.industry.code).scale}」`,
    '- 同業比較は帯（「中位程度」など）と推計の幅で述べ、「上位N%」のような一点の順位は書かない。',
    `- 成熟度レベルの数字は、現在のレベル${assessment.level}${nextLevel}だけに触れる。「最高レベル」「最上位レベル」という言い方もしない。`,
  ].join('\n');
}

/**
 * The knowledge pack of DESIGN §7a: the rubric, the level ladder around the company, its answers in
 * words, the benchmark with its uncertainty, matched playbooks, industry topics and support programmes,
 * points to confirm, the built-in writer's draft roadmap as the structure to follow, and the rules of
 * writing for this company. The model may use what is here and nothing else.
 */
export function buildKnowledgePack(facts: ReportFacts, support: readonly SupportReference[]): KnowledgePack {
  const text = [
    '# 知識パック（レポートはこの内容と診断データだけに基づいて書くこと）',
    `## 会社\n- 業種：${facts.industry.label}\n- 従業員規模：${facts.companySize.label}\n- 設立：${facts.establishmentYear}\n- 回答者の役職：${facts.position.label}`,
    rubricSection(facts),
    ladderSection(facts),
    scoresSection(facts),
    `## 選択式の回答（A→Dの順に成熟度が高い。Eは「その他」）\n${facts.assessment.answers.map((answer) => answerLines(facts, answer)).join('\n')}`,
    benchmarkSection(facts),
    themesSection(facts),
    topicsSection(facts),
    supportSection(support),
    pointsToConfirmSection(facts),
    roadmapSection(facts, support),
    rulesSection(facts),
  ].join('\n\n');
  const links = [
    ...support.map((entry) => entry.url),
    ...facts.topics.flatMap((topic) => topic.sources.map((source) => source.url)),
  ];
  return { text, links: [...new Set(links)] };
}
