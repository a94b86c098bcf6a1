/**
 * Model latency: how long the model-written report takes when a model writes 60 output tokens/s: the
 * model reader's call first (createModelReader, DESIGN §7a), then the narrative split into parallel
 * parts (the writer's default) and, for comparison, in one call. The reports go through the real
 * reader and writer (the official SDK over loopback HTTP, reading verification, knowledge pack, merge,
 * schema check, cross-part check and guards) against the fake OpenAI server, whose answers are as long
 * as the schemas' descriptions ask (the reading at its usual counts: 「通常1〜3件」 gives three themes)
 * and are held back by their estimated tokens at 60 tokens/s.
 *
 *   node --import tsx scripts/bench/model-latency.ts
 */
import { randomUUID } from 'node:crypto';
import { submitRequestSchema } from '@app/shared/contract';
import type { Submission } from '@app/shared/db';
import {
  createModelReader,
  createOpenAiWriter,
  readingSchemaName,
  writeReportWith,
  type Reading,
  type VisitorReader,
} from '@app/shared/report';
import {
  buildSubmitRequest,
  startFakeOpenAiServer,
  storedSubmissionOf,
  type RecordedRequest,
} from '@app/shared/testing';
import { formatMs, percentile, printTable, runBenchmark } from './bench-support';

const reports = 20;
const tokensPerSecond = 60;
/** Time to first token, drawn per request: prompt processing of a ~7,000-token prompt on a hosted model. */
const firstTokenMs = { min: 300, max: 1200 };
/**
 * Reports written at the same time (the one-call comparison runs all at once, or it alone would take
 * minutes); the fake model has no shared capacity, so this only saves wall time.
 */
const concurrency = { split: 5, oneCall: reports };
const targetP95Ms = 20_000;

// A fixed sequence, so that every run writes the same mix of companies.
let seed = 20_261_123;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const issues = [
  '受発注がFAX中心で、同じ注文を販売管理と会計に二重入力している。',
  '在庫がExcelで部門ごとにばらばらに管理され、欠品や過剰在庫が起きている。',
  '生成AIを試したいが、社内ルールがなく情報漏えいが心配。',
  'ベテラン社員の退職で、見積や工程のノウハウが引き継げていない。',
  '人手不足で採用が難しく、シフト作成と勤怠の集計に時間がかかっている。',
  '',
];
const supportWishes = ['補助金や支援制度を知りたい', '何から始めればよいか相談したい', '', 'なし'];

/** A realistic stored submission: answers, sizes, industries and free text drawn from the sequence. */
function realisticSubmission(): Submission {
  const letters = ['A', 'B', 'C', 'D'] as const;
  const answers = Object.fromEntries(
    Array.from({ length: 10 }, (_, index) => [`q${index + 1}`, pick(letters)]),
  );
  const base = buildSubmitRequest();
  const input = submitRequestSchema.parse({
    ...base,
    companyInfo: {
      ...base.companyInfo,
      industry: pick([
        'manufacturing',
        'construction',
        'wholesale_retail',
        'medical_care',
        'transport_logistics',
      ]),
      companySize: pick(['lt10', '10_29', '30_99', '100_299', '300_999']),
      position: pick(['ceo', 'executive', 'department_head', 'manager']),
    },
    answers,
    freeText: {
      issue: pick(issues),
      expectation: pick(['問い合わせ対応の効率化', '']),
      support: pick(supportWishes),
    },
  });
  return { ...storedSubmissionOf(input), id: randomUUID() };
}

interface Run {
  ms: number;
  writer: 'llm' | 'failed';
  reason?: string;
  /** Time in the reading stage (the model reader's call; about 0 when there was no text to read). */
  readingMs: number;
  /** Whether the model reader made a request (it makes none for a submission without text). */
  read: boolean;
  outputTokens: number;
}

/** The model reader, timed: what one report spent reading and whether it called the model. */
function timedReader(reader: VisitorReader): VisitorReader & { ms: number; called: boolean } {
  const timed = {
    kind: reader.kind,
    ms: 0,
    called: false,
    async read(...args: Parameters<VisitorReader['read']>): Promise<Reading> {
      const startedAt = performance.now();
      timed.called = Object.values(args[0]).some((text) => typeof text === 'string' && text.trim() !== '');
      try {
        return await reader.read(...args);
      } finally {
        timed.ms = performance.now() - startedAt;
      }
    },
  };
  return timed;
}

/**
 * Runs the reports through the reader and a writer, `parallel` at a time; output tokens come from the
 * fake's records (the writer's parts by the company name in their prompt; the reading, which carries
 * no company name, by its schema name: the fake's reading answers are all the same size).
 */
async function runReports(
  write: (submission: Submission, reader: VisitorReader) => Promise<void>,
  reader: VisitorReader,
  requests: RecordedRequest[],
  submissions: Submission[],
  parallel: number,
): Promise<Run[]> {
  const runs: Run[] = [];
  const queue = [...submissions];
  const worker = async () => {
    for (let submission = queue.shift(); submission; submission = queue.shift()) {
      const timed = timedReader(reader);
      const startedAt = performance.now();
      let failure: string | undefined;
      try {
        await write(submission, timed);
      } catch (error) {
        failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      const ms = performance.now() - startedAt;
      const mine = requests.filter((request) =>
        request.body.messages?.[1]?.content.includes(submission.companyName),
      );
      const reading = requests.find((request) => request.part === readingSchemaName);
      runs.push({
        ms,
        writer: failure ? 'failed' : 'llm',
        reason: failure,
        readingMs: timed.ms,
        read: timed.called,
        outputTokens:
          mine.reduce((sum, request) => sum + (request.completionTokens ?? 0), 0) +
          (timed.called ? (reading?.completionTokens ?? 0) : 0),
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return runs;
}

await runBenchmark(
  `model latency: reading, then split vs one call, at ${tokensPerSecond} output tokens/s, ${reports} reports`,
  async (cleanup) => {
    const fake = await startFakeOpenAiServer({
      tokensPerSecond,
      latencyMs: () => firstTokenMs.min + random() * (firstTokenMs.max - firstTokenMs.min),
    });
    cleanup.add(() => fake.close());
    const submissions = Array.from({ length: reports }, realisticSubmission);
    const writerOptions = {
      apiKey: 'bench-key',
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      timeoutMs: 600_000,
      maxRetries: 0,
    };

    // The reader as the composer builds it: its own (shorter) timeout and no retries.
    const reader = createModelReader({ apiKey: 'bench-key', baseUrl: fake.baseUrl, model: 'fake-model' });

    const results: [string, Run[]][] = [];
    for (const split of [true, false]) {
      fake.reset();
      const writer = createOpenAiWriter({ ...writerOptions, split });
      const runs = await runReports(
        async (submission, timed) => {
          await writeReportWith(writer, submission, undefined, timed);
        },
        reader,
        fake.requests,
        submissions,
        split ? concurrency.split : concurrency.oneCall,
      );
      results.push([split ? 'split (parallel parts)' : 'one call', runs]);
      if (split) {
        const byPart = new Map<string, number[]>();
        for (const request of fake.requests) {
          byPart.set(request.part ?? '-', [
            ...(byPart.get(request.part ?? '-') ?? []),
            request.completionTokens ?? 0,
          ]);
        }
        console.log(
          `\noutput tokens per request kind (${reports} reports; ${readingSchemaName} is the reading, before the parts;` +
            ` time ≈ tokens / ${tokensPerSecond} + first token)`,
        );
        printTable(
          ['request', 'mean tokens', 'max tokens', 'max s at 60 tok/s'],
          [...byPart].map(([part, tokens]) => [
            part,
            Math.round(tokens.reduce((sum, count) => sum + count, 0) / tokens.length),
            Math.max(...tokens),
            (Math.max(...tokens) / tokensPerSecond).toFixed(1),
          ]),
        );
      }
    }

    console.log(
      `\nwall time of the model-written report per report, reading included (first token ${firstTokenMs.min}–${firstTokenMs.max} ms,` +
        ` ${tokensPerSecond} tokens/s; split ${concurrency.split} reports at a time, one call all at once)`,
    );
    printTable(
      [
        'writer',
        'reports',
        'failed',
        'read',
        'reading p50 ms',
        'reading p95 ms',
        'p50 ms',
        'p95 ms',
        'max ms',
        'output tokens/report',
      ],
      results.map(([name, runs]) => {
        const ok = runs.filter((run) => run.writer === 'llm');
        const ms = ok.map((run) => run.ms);
        const reading = ok.filter((run) => run.read).map((run) => run.readingMs);
        return [
          name,
          runs.length,
          runs.length - ok.length,
          reading.length,
          formatMs(percentile(reading, 50)),
          formatMs(percentile(reading, 95)),
          formatMs(percentile(ms, 50)),
          formatMs(percentile(ms, 95)),
          formatMs(ms.length > 0 ? Math.max(...ms) : Number.NaN),
          Math.round(ok.reduce((sum, run) => sum + run.outputTokens, 0) / Math.max(1, ok.length)),
        ];
      }),
    );
    for (const [name, runs] of results) {
      for (const run of runs.filter((entry) => entry.writer === 'failed').slice(0, 3)) {
        console.log(`${name} failed: ${run.reason}`);
      }
    }
    const splitP95 = percentile(
      results[0]![1].filter((run) => run.writer === 'llm').map((run) => run.ms),
      95,
    );
    console.log(
      `\ntarget: the model-written report (reading and writing) reaches the visitor within ${targetP95Ms / 1000} s at p95;` +
        ` split p95 here ${(splitP95 / 1000).toFixed(1)} s (${splitP95 <= targetP95Ms ? 'within' : 'over'} the target).`,
    );
  },
);
