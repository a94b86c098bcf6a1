/**
 * Model latency: how long the model-written narrative takes when a model writes 60 output tokens/s,
 * split into parallel parts (the writer's default) and, for comparison, in one call. The reports go
 * through the real writer (createOpenAiWriter, the official SDK over loopback HTTP, knowledge pack,
 * merge, schema check and guards) against the fake OpenAI server, whose answers are as long as the
 * schema's descriptions ask and are held back by their estimated tokens at 60 tokens/s.
 *
 *   node --import tsx scripts/bench/model-latency.ts
 */
import { randomUUID } from 'node:crypto';
import { submitRequestSchema } from '@app/shared/contract';
import type { Submission } from '@app/shared/db';
import { createOpenAiWriter, writeReportWith } from '@app/shared/report';
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
  outputTokens: number;
}

/** Runs the reports through a writer, `parallel` at a time; output tokens come from the fake's records. */
async function runReports(
  write: (submission: Submission) => Promise<void>,
  requests: RecordedRequest[],
  submissions: Submission[],
  parallel: number,
): Promise<Run[]> {
  const runs: Run[] = [];
  const queue = [...submissions];
  const worker = async () => {
    for (let submission = queue.shift(); submission; submission = queue.shift()) {
      const startedAt = performance.now();
      let failure: string | undefined;
      try {
        await write(submission);
      } catch (error) {
        failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      }
      const ms = performance.now() - startedAt;
      const mine = requests.filter((request) =>
        request.body.messages?.[1]?.content.includes(submission.companyName),
      );
      runs.push({
        ms,
        writer: failure ? 'failed' : 'llm',
        reason: failure,
        outputTokens: mine.reduce((sum, request) => sum + (request.completionTokens ?? 0), 0),
      });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return runs;
}

await runBenchmark(
  `model latency: split vs one call at ${tokensPerSecond} output tokens/s, ${reports} reports`,
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

    const results: [string, Run[]][] = [];
    for (const split of [true, false]) {
      fake.reset();
      const writer = createOpenAiWriter({ ...writerOptions, split });
      const runs = await runReports(
        async (submission) => {
          await writeReportWith(writer, submission);
        },
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
          `\noutput tokens per part (${reports} reports; time ≈ tokens / ${tokensPerSecond} + first token)`,
        );
        printTable(
          ['part', 'mean tokens', 'max tokens', 'max s at 60 tok/s'],
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
      `\nwall time of the model-written narrative per report (first token ${firstTokenMs.min}–${firstTokenMs.max} ms,` +
        ` ${tokensPerSecond} tokens/s; split ${concurrency.split} reports at a time, one call all at once)`,
    );
    printTable(
      ['writer', 'reports', 'failed', 'p50 ms', 'p95 ms', 'max ms', 'output tokens/report'],
      results.map(([name, runs]) => {
        const ok = runs.filter((run) => run.writer === 'llm');
        const ms = ok.map((run) => run.ms);
        return [
          name,
          runs.length,
          runs.length - ok.length,
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
      `\ntarget: the model-written report reaches the visitor within ${targetP95Ms / 1000} s at p95;` +
        ` split p95 here ${(splitP95 / 1000).toFixed(1)} s (${splitP95 <= targetP95Ms ? 'within' : 'over'} the target).`,
    );
  },
);
