import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { submitRequestSchema, type ReportScores } from '../../contract';
import { questionnaireVersion } from '../../questionnaire/catalogue';
import { createReportComposer } from '../../report/compose-report';
import { createReportProcessor } from '../../report/report-processor';
import { buildSubmitRequest } from '../../testing/submission-factory';
import { createTestDatabase, type TestDatabase } from '../../testing/test-services';
import { openDatabase, type DatabaseHandle } from '../database';
import { benchmarkAgainstPeers, createPeerBenchmark, type PeerBenchmark } from './peer-benchmark';
import { createSubmissionStore, type SubmissionStore } from './submission-store';

let testDatabase: TestDatabase;
let database: DatabaseHandle;
let store: SubmissionStore;
let peers: PeerBenchmark;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  database = await openDatabase({ url: testDatabase.url, poolSize: 4 });
  store = createSubmissionStore(database.db);
  peers = createPeerBenchmark(database.db);
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const flat = (value: number) => ({
  strategy: value,
  organization: value,
  technology: value,
  aiAdoption: value,
  investment: value,
});
const unusedBaseline = (): ReportScores['benchmark'] => {
  throw new Error('baseline must not be used');
};

/** Stores a submission of the segment; completed ones get `overall` as every score. */
async function addSubmission(
  segment: { industry: string; companySize: string },
  overall: number,
  completed = true,
): Promise<string> {
  const request = buildSubmitRequest();
  const input = submitRequestSchema.parse({
    ...request,
    companyInfo: { ...request.companyInfo, ...segment },
  });
  const { id } = await store.create(input, questionnaireVersion);
  if (completed) {
    const scores: ReportScores = {
      overall,
      level: 1,
      levelName: 'test',
      dimensions: { ...flat(overall), aiAdoption: 100 - overall },
      benchmark: {
        percentile: 0,
        dimensionPercentiles: flat(0),
        peerAverage: 0,
        peerCount: 0,
        source: 'baseline',
      },
    };
    // Only the scores matter to the benchmark; the result is never read by it.
    await store.complete(id, {
      scores,
      result: {} as never,
      writer: 'builtin',
      model: null,
      tokens: null,
      modelMs: null,
      modelError: null,
      reportMs: 1,
    });
  }
  return id;
}

describe('peer benchmark', () => {
  test('when a segment has at least five completed peers, then percentiles and average come from them alone', async () => {
    // Each test uses its own segment; this file has its own database.
    const segment = { industry: 'education', companySize: 'gte1000' };
    const other = { industry: 'education', companySize: '300_999' };
    await store.create(submitRequestSchema.parse(buildSubmitRequest()), questionnaireVersion); // pending elsewhere
    for (const overall of [10, 20, 30, 40, 50, 60]) await addSubmission(segment, overall);
    await addSubmission(segment, 95, false); // pending: not a peer yet
    await addSubmission(other, 99); // another size band
    const self = await addSubmission(segment, 40); // its own row never counts

    const result = await benchmarkAgainstPeers(
      peers,
      { ...segment, submissionId: self, overall: 40, dimensions: { ...flat(40), aiAdoption: 55 } },
      unusedBaseline,
    );

    expect(result.source).toBe('peers');
    expect(result.peerCount).toBe(6);
    expect(result.peerAverage).toBe(35);
    // Three peers below 40 and one tie: (3 + 0.5) / 6.
    expect(result.percentile).toBe(58.3);
    expect(result.dimensionPercentiles.strategy).toBe(58.3);
    // Peers' AI scores are 90, 80, 70, 60, 50, 40; 55 is above two of them.
    expect(result.dimensionPercentiles.aiAdoption).toBe(33.3);
  });

  test('when a segment has fewer than five completed peers, then the public baseline is used and no peer is disclosed', async () => {
    const segment = { industry: 'real_estate', companySize: 'lt10' };
    for (const overall of [70, 80, 90, 95]) await addSubmission(segment, overall);

    const standing = await peers.standing({
      ...segment,
      submissionId: randomUUID(),
      overall: 50,
      dimensions: flat(50),
    });
    const result = await benchmarkAgainstPeers(
      peers,
      { ...segment, submissionId: randomUUID(), overall: 50, dimensions: flat(50) },
      () => ({
        percentile: 12,
        dimensionPercentiles: flat(12),
        peerAverage: 20,
        peerCount: 0,
        source: 'baseline',
      }),
    );

    expect(standing.peerCount).toBe(4);
    expect(result).toMatchObject({ source: 'baseline', peerCount: 0, percentile: 12 });
  });

  test('when reports are composed in a segment, then the comparison text switches from the baseline to peers at five', async () => {
    const segment = { industry: 'transport_logistics', companySize: '100_299' };
    const processReport = createReportProcessor({
      store,
      composeReport: createReportComposer({ db: database.db }),
    });
    const comparisons: string[] = [];
    const sources: string[] = [];

    for (let index = 0; index < 6; index += 1) {
      const request = buildSubmitRequest();
      const input = submitRequestSchema.parse({
        ...request,
        companyInfo: { ...request.companyInfo, ...segment },
      });
      const { id } = await store.create(input, questionnaireVersion);
      await processReport({ submissionId: id });
      const row = (await store.findById(id))!;
      comparisons.push(row.result!.benchmark.comparison);
      sources.push(row.scores!.benchmark.source);
    }

    expect(sources).toEqual(['baseline', 'baseline', 'baseline', 'baseline', 'baseline', 'peers']);
    expect(comparisons[0]).toContain('公開統計');
    expect(comparisons[5]).toContain('本診断を受けた5社');
    expect(comparisons[5]).not.toContain('テスト商事');
  });
});
