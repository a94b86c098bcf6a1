import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { submitRequestSchema } from '../contract';
import {
  sampleFromJsonSchema,
  startFakeOpenAiServer,
  type FakeChatRequest,
  type FakeOpenAiBehaviour,
  type FakeOpenAiServer,
} from '../testing/fake-openai-server';
import { buildSubmitRequest, storedSubmissionOf } from '../testing/submission-factory';
import { prepareReport } from './compose-report';
import { buildKnowledgePack } from './knowledge-pack';
import { partSchemaName, narrativeParts } from './narrative-parts';
import { createOpenAiWriter } from './openai-writer';
import type { Reading } from './reading/reading';
import { ReportWriterError } from './report-writer';

let fake: FakeOpenAiServer;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake?.close());
beforeEach(() => fake.reset());

const writer = () =>
  createOpenAiWriter({
    apiKey: 'test-key',
    baseUrl: fake.baseUrl,
    model: 'fake-model',
    timeoutMs: 5_000,
    maxRetries: 0,
  });

const issue = '受発注がFAX中心で、同じ注文を販売管理と会計に二重入力している。';
const reading: Reading = {
  reader: 'model',
  themes: [{ id: 'paper_fax', evidence: [{ field: 'issue', text: '受発注がFAX中心' }], confidence: 0.9 }],
  possessions: [],
  asks: [],
  constraints: [],
  setAside: [],
};

/** Facts and matched programmes of a manufacturer whose issue was read as paper and FAX. */
function factsOf() {
  const submission = storedSubmissionOf(
    submitRequestSchema.parse(buildSubmitRequest({ freeText: { issue, expectation: '', support: '' } })),
  );
  return prepareReport(submission, null, reading);
}

const partName = (name: string) => partSchemaName(narrativeParts.find((part) => part.name === name)!);

/** A part's sampled answer with `edit` applied (the sample fits the part's schema). */
function editedPart(edit: (value: Record<string, unknown>) => void): FakeOpenAiBehaviour {
  return {
    kind: 'content',
    content: (request: FakeChatRequest) => {
      const value = sampleFromJsonSchema(request.response_format!.json_schema!.schema) as Record<
        string,
        unknown
      >;
      edit(value);
      return JSON.stringify(value);
    },
  };
}

const firstPhaseTitle = '紙・FAX業務の電子化：FAXの注文を数える';
const firstPhaseAction = 'FAXで届いた注文の件数と入力時間を1か月記録します。';
const roadmapOnTheLeadWork = editedPart((value) => {
  const [first] = value.roadmap as { title: string; actions: string[] }[];
  first!.title = firstPhaseTitle;
  first!.actions = [firstPhaseAction];
});
const summaryWith = (recommendedAction: string) =>
  editedPart((value) => {
    (value.executiveSummary as Record<string, string>).recommendedAction = recommendedAction;
  });

async function reasonOf(write: Promise<unknown>): Promise<string> {
  try {
    await write;
    return 'no failure';
  } catch (error) {
    return error instanceof ReportWriterError ? error.reason : `other: ${String(error)}`;
  }
}

describe('createOpenAiWriter with the reading and the guards', () => {
  test('when the summary names the same work as the roadmap, then it is kept as written', async () => {
    const action = 'まずは、FAXで届く受発注の件数を1か月記録することをお勧めします。';
    fake.setBehaviour({
      kind: 'by-part',
      parts: { [partName('summary')]: summaryWith(action), [partName('roadmap')]: roadmapOnTheLeadWork },
    });
    const { facts, support } = factsOf();

    const written = await writer().write(facts, support);

    expect(written.narrative.executiveSummary.recommendedAction).toBe(action);
    expect(written.narrative.roadmap[0]!.title).toBe(firstPhaseTitle);
  });

  test('when the summary starts with other work than the roadmap, then its first action is rebuilt from the roadmap', async () => {
    fake.setBehaviour({
      kind: 'by-part',
      parts: {
        [partName('summary')]: summaryWith('まずは、シフト表をクラウドに移すことをお勧めします。'),
        [partName('roadmap')]: roadmapOnTheLeadWork,
      },
    });
    const { facts, support } = factsOf();

    const written = await writer().write(facts, support);

    expect(written.narrative.executiveSummary.recommendedAction).toBe(
      `まずは${written.narrative.roadmap[0]!.period}のうちに、「${firstPhaseTitle}」に取り組むことをお勧めします。${firstPhaseAction}`,
    );
  });

  test('when the summary keeps to the lead work but the roadmap leaves it, then the writer fails with inconsistent_parts', async () => {
    fake.setBehaviour({
      kind: 'by-part',
      parts: {
        [partName('summary')]: summaryWith('まずは、FAXの受発注を電子化することをお勧めします。'),
        [partName('roadmap')]: editedPart((value) => {
          const [first] = value.roadmap as { title: string; actions: string[] }[];
          first!.title = 'シフト管理のクラウド化';
          first!.actions = ['シフト表をクラウドで共有します。'];
        }),
      },
    });
    const { facts, support } = factsOf();

    expect(await reasonOf(writer().write(facts, support))).toBe('inconsistent_parts');
  });

  test.each<[string, string, string]>([
    ['an invented percentage', 'unsupported_figure', '導入すれば入力時間を37%削減できます。'],
    [
      'an invented amount of money',
      'unsupported_figure',
      '初期費用は300万円ほどを見込むことをお勧めします。',
    ],
    ['a programme not in the pack', 'unknown_programme', 'ものづくり補助金の活用をお勧めします。'],
  ])('when a part writes %s, then the writer fails with %s', async (_name, reason, text) => {
    fake.setBehaviour({
      kind: 'by-part',
      parts: {
        [partName('analysis_areas')]: editedPart((value) => {
          (value.detailedAnalysis as Record<string, string>).investmentStrategy = text;
        }),
      },
    });
    const { facts, support } = factsOf();

    expect(await reasonOf(writer().write(facts, support))).toBe(reason);
  });

  test('when a part uses a figure and a programme name of the pack, then the narrative is kept', async () => {
    const { facts, support } = factsOf();
    const pack = buildKnowledgePack(facts, support);
    const percent = /\d+%/u.exec(pack.text)?.[0];
    const programme = support.find((entry) => /補助金/u.test(entry.name))?.name.replace(/（.*?）/gu, '');
    const text = `${programme}の対象になりうるかを確認し、推計の幅（${percent}）を踏まえて投資を判断することをお勧めします。`;
    fake.setBehaviour({
      kind: 'by-part',
      parts: {
        [partName('analysis_areas')]: editedPart((value) => {
          (value.detailedAnalysis as Record<string, string>).investmentStrategy = text;
        }),
      },
    });

    const written = await writer().write(facts, support);

    expect(percent).toBeDefined();
    expect(programme).toBeDefined();
    expect(written.narrative.detailedAnalysis.investmentStrategy).toBe(text);
  });

  test('when the model writes, then every part’s prompt carries the visitor’s words of the reading as quoted data', async () => {
    const { facts, support } = factsOf();

    await writer().write(facts, support);

    expect(fake.requests).toHaveLength(narrativeParts.length);
    for (const request of fake.requests) {
      const user = request.body.messages![1]!.content;
      expect(user).toContain('回答者の記述（データ）："受発注がFAX中心"（DX推進の課題）');
      expect(user).toContain('ロードマップの下書き（参考。');
    }
  });
});
