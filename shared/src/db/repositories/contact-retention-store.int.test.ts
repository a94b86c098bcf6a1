import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { type LeadStatus, type ReportScores, type SubmitRequestInput } from '../../contract';
import { storeSubmission } from '../../testing/stored-submissions';
import { buildCompletedReport, buildParsedSubmitRequest } from '../../testing/submission-factory';
import { useTestDatabase } from '../../testing/use-test-database';
import { createCompanyKeyHasher } from '../company-key-hasher';
import { eraseExpiredContactData, type ContactRetentionLogger } from '../contact-retention-sweep';
import { adminAuditLog, reportLinks, submissions, type Submission } from '../schema';
import {
  createContactRetentionStore,
  retentionErasureAction,
  type ContactRetentionStore,
} from './contact-retention-store';
import { createPeerBenchmark } from './peer-benchmark';
import { createSubmissionStore } from './submission-store';

const database = useTestDatabase({ poolSize: 4 });
let retention: ContactRetentionStore;

beforeAll(() => {
  retention = createContactRetentionStore(database.db);
});

const quietLogger: ContactRetentionLogger = { info: () => {}, warn: () => {} };
const companyKeys = createCompanyKeyHasher('contact-retention-test-secret-0123456789');
const dayMs = 24 * 60 * 60 * 1000;

function scoresOf(overall: number): ReportScores {
  const dimension = {
    strategy: overall,
    organization: overall,
    technology: overall,
    aiAdoption: overall,
    investment: overall,
  };
  return {
    overall,
    level: 3,
    levelName: 'test',
    dimensions: dimension,
    benchmark: {
      percentile: 0,
      dimensionPercentiles: dimension,
      peerAverage: 0,
      peerCount: 0,
      source: 'baseline',
    },
  };
}

type Segment = Pick<SubmitRequestInput['companyInfo'], 'industry' | 'companySize'>;

/** A completed submission with a report, its own idempotency key and a report link (its intake's), submitted `daysAgo`. */
async function addCompleted(options: {
  segment: Segment;
  companyName: string;
  email: string;
  overall: number;
  daysAgo: number;
  answers?: Partial<SubmitRequestInput['answers']>;
  leadStatus?: LeadStatus;
}): Promise<Submission> {
  const input = buildParsedSubmitRequest({
    companyInfo: { ...options.segment, companyName: options.companyName },
    userInfo: { email: options.email },
    answers: options.answers,
    freeText: { issue: '紙の伝票が多い', expectation: 'AIで見積もり', support: '' },
  });
  const { id } = await storeSubmission(database, input, {
    companyKeys,
    linkExpiresAt: new Date(Date.now() + dayMs),
  });
  const store = createSubmissionStore(database.db);
  await store.complete(
    id,
    buildCompletedReport({
      scores: scoresOf(options.overall),
      result: { companyProfile: { companyName: options.companyName } } as never,
    }),
  );
  await database.db
    .update(submissions)
    .set({
      createdAt: new Date(Date.now() - options.daysAgo * dayMs),
      idempotencyKey: crypto.randomUUID(),
      requestHash: `hash-${id}`,
      leadNote: '担当：佐藤',
      leadStatus: options.leadStatus ?? 'new',
    })
    .where(eq(submissions.id, id));
  return (await store.findById(id))!;
}

async function reread(id: string): Promise<Submission> {
  return (await createSubmissionStore(database.db).findById(id))!;
}

describe('contact data retention', () => {
  test('when responses are older than the retention period, then their contact data, report, links, company keys and E texts go while scores, segment and chosen answers stay', async () => {
    const segment: Segment = { industry: 'education', companySize: '300_999' };
    const old = await addCompleted({
      segment,
      companyName: '株式会社古川学園',
      email: 'furu@furukawa.ac.jp',
      overall: 70,
      daysAgo: 800,
      answers: { q2: '教務の古川次郎（090-1111-2222）が台帳を管理', q7: '' },
    });
    expect(old.companyNameKey).not.toBeNull();
    expect(old.emailDomainKey).not.toBeNull();
    const alsoOld = await addCompleted({
      segment,
      companyName: '株式会社旧町塾',
      email: 'a@kyumachi.jp',
      overall: 30,
      daysAgo: 400,
    });
    const recent = await addCompleted({
      segment,
      companyName: '株式会社新田学院',
      email: 'n@nitta.ac.jp',
      overall: 50,
      daysAgo: 30,
    });

    // Batches of one: the sweep goes on until a batch comes back short.
    const erased = await eraseExpiredContactData({
      store: retention,
      logger: quietLogger,
      months: 6,
      batchSize: 1,
    });

    expect(erased).toBe(2);
    const after = await reread(old.id);
    expect(after).toMatchObject({
      contactName: '',
      email: '',
      phone: '',
      companyName: '（削除済み）',
      companyInfo: { ...old.companyInfo, companyName: '（削除済み）' },
      freeText: { issue: '', expectation: '', support: '' },
      result: null,
      leadNote: '',
      idempotencyKey: null,
      requestHash: null,
      // What the benchmark reads.
      status: 'completed',
      scores: old.scores,
      industry: old.industry,
      companySize: old.companySize,
      // E stays chosen, without what was typed for it.
      answers: { ...old.answers, q2: '', q7: '' },
      companyNameKey: null,
      emailDomainKey: null,
      searchText: null,
    });
    expect(old.searchText).toContain('古川学園');
    expect(after.contactErasedAt).toBeInstanceOf(Date);
    expect((await reread(alsoOld.id)).contactErasedAt).toBeInstanceOf(Date);
    expect(
      await database.db
        .select()
        .from(reportLinks)
        .where(inArray(reportLinks.submissionId, [old.id, alsoOld.id])),
    ).toEqual([]);
    expect(await reread(recent.id)).toEqual(recent);
    expect(
      await database.db.select().from(reportLinks).where(eq(reportLinks.submissionId, recent.id)),
    ).toHaveLength(1);
  });

  test('when the sweep runs again, then erased responses are left as they are', async () => {
    const segment: Segment = { industry: 'real_estate', companySize: 'lt10' };
    const old = await addCompleted({
      segment,
      companyName: '株式会社二度目不動産',
      email: 'x@nidome.jp',
      overall: 40,
      daysAgo: 900,
    });
    await eraseExpiredContactData({ store: retention, logger: quietLogger, months: 12 });
    const once = await reread(old.id);

    const erasedAgain = await eraseExpiredContactData({ store: retention, logger: quietLogger, months: 12 });

    expect(erasedAgain).toBe(0);
    expect(await reread(old.id)).toEqual(once);
  });

  test('when no retention period is set, then nothing is erased', async () => {
    const segment: Segment = { industry: 'other', companySize: 'lt10' };
    const old = await addCompleted({
      segment,
      companyName: '株式会社永年保存',
      email: 'e@eien.jp',
      overall: 40,
      daysAgo: 5000,
    });

    const erased = await eraseExpiredContactData({ store: retention, logger: quietLogger, months: 0 });

    expect(erased).toBe(0);
    expect(await reread(old.id)).toEqual(old);
  });

  test('when a peer company was erased, then the benchmark still counts it with its scores', async () => {
    const segment: Segment = { industry: 'medical_care', companySize: '30_99' };
    const erasedPeer = await addCompleted({
      segment,
      companyName: '医療法人旧友会',
      email: 'a@kyuyukai.or.jp',
      overall: 80,
      daysAgo: 1000,
    });
    await addCompleted({
      segment,
      companyName: '医療法人現役会',
      email: 'b@genekikai.or.jp',
      overall: 40,
      daysAgo: 10,
    });
    await eraseExpiredContactData({ store: retention, logger: quietLogger, months: 6 });
    expect((await reread(erasedPeer.id)).contactErasedAt).toBeInstanceOf(Date);

    const standing = await createPeerBenchmark(database.db).standing({
      ...segment,
      submissionId: crypto.randomUUID(),
      overall: 60,
      dimensions: scoresOf(60).dimensions,
    });

    expect(standing.distinctCompanies).toBe(2);
    expect(standing.peerAverage).toBeCloseTo(60, 10);
    expect(standing.percentile).toBeCloseTo(50, 10);
  });

  test('when a lead is in a held follow-up status, then it keeps its contact data past the period until it leaves that status', async () => {
    const segment: Segment = { industry: 'construction', companySize: '10_29' };
    const lead = (companyName: string, leadStatus: LeadStatus) =>
      addCompleted({ segment, companyName, email: 'k@keizoku.jp', overall: 50, daysAgo: 700, leadStatus });
    const negotiating = await lead('株式会社商談中建設', 'negotiating');
    const inProgress = await lead('株式会社対応中建設', 'in_progress');
    const won = await lead('株式会社成約建設', 'won');

    const erased = await eraseExpiredContactData({ store: retention, logger: quietLogger, months: 12 });
    await database.db
      .update(submissions)
      .set({ leadStatus: 'out_of_scope' })
      .where(eq(submissions.id, negotiating.id));
    const erasedOnceClosed = await eraseExpiredContactData({
      store: retention,
      logger: quietLogger,
      months: 12,
    });

    expect(erased).toBe(1);
    expect((await reread(won.id)).contactErasedAt).toBeInstanceOf(Date);
    expect(await reread(inProgress.id)).toEqual(inProgress);
    expect(erasedOnceClosed).toBe(1);
    expect(await reread(negotiating.id)).toMatchObject({ email: '', searchText: null });
  });

  test('when the held statuses are configured, then those are kept instead of the default ones', async () => {
    const segment: Segment = { industry: 'finance_insurance', companySize: '10_29' };
    const lead = (companyName: string, leadStatus: LeadStatus) =>
      addCompleted({ segment, companyName, email: 'h@hoji.jp', overall: 50, daysAgo: 700, leadStatus });
    const won = await lead('株式会社成約保険', 'won');
    const negotiating = await lead('株式会社商談保険', 'negotiating');

    await eraseExpiredContactData({
      store: retention,
      logger: quietLogger,
      months: 12,
      holdStatuses: ['won'],
    });

    expect(await reread(won.id)).toEqual(won);
    expect((await reread(negotiating.id)).contactErasedAt).toBeInstanceOf(Date);
  });

  test('when the sweep erases leads, then each is recorded in the audit log by number, without an operator or contact data', async () => {
    const segment: Segment = { industry: 'transport_logistics', companySize: '100_299' };
    const first = await addCompleted({
      segment,
      companyName: '株式会社監査運輸',
      email: 'kansa@kansa-unyu.jp',
      overall: 45,
      daysAgo: 500,
    });
    const second = await addCompleted({
      segment,
      companyName: '株式会社記録運輸',
      email: 'kiroku@kiroku-unyu.jp',
      overall: 55,
      daysAgo: 450,
      leadStatus: 'won',
    });

    await eraseExpiredContactData({ store: retention, logger: quietLogger, months: 6 });

    const entries = await database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, retentionErasureAction), isNull(adminAuditLog.adminId)))
      .orderBy(asc(adminAuditLog.id));
    const ours = entries.filter((entry) => [first.no, second.no].includes(entry.filters.no as number));
    expect(ours.map(({ adminId, filters, resultCount }) => ({ adminId, filters, resultCount }))).toEqual([
      { adminId: null, filters: { no: first.no, leadStatus: 'new', months: 6 }, resultCount: 1 },
      { adminId: null, filters: { no: second.no, leadStatus: 'won', months: 6 }, resultCount: 1 },
    ]);
  });
});

describe('retention sweep preview', () => {
  const own = useTestDatabase();

  async function storeAged(companyName: string, createdAt: Date, leadStatus: LeadStatus = 'new') {
    const { id, no } = await storeSubmission(own, buildParsedSubmitRequest({ companyInfo: { companyName } }));
    await own.db.update(submissions).set({ createdAt, leadStatus }).where(eq(submissions.id, id));
    return no;
  }

  test('when previewing the sweep at an instant, then it names the leads due by then oldest first, counts them and the held ones, and erases nothing', async () => {
    const at = new Date('2026-11-25T03:00:00Z');
    const oldest = await storeAged('株式会社最古', new Date('2025-01-10T00:00:00Z'));
    const dueJustBefore = await storeAged('株式会社直前', new Date('2025-11-25T02:59:59Z'));
    await storeAged('株式会社直後', new Date('2025-11-25T03:00:01Z'));
    await storeAged('株式会社商談中', new Date('2025-02-01T00:00:00Z'), 'negotiating');
    await storeAged('株式会社対応中', new Date('2025-03-01T00:00:00Z'), 'in_progress');
    const store = createContactRetentionStore(own.db);

    const preview = await store.preview({
      months: 12,
      holdStatuses: ['in_progress', 'negotiating'],
      at,
      listLimit: 1,
    });
    const withoutHold = await store.preview({ months: 12, holdStatuses: [], at, listLimit: 10 });

    expect(preview).toEqual({
      dueCount: 2,
      due: [
        {
          no: oldest,
          createdAt: new Date('2025-01-10T00:00:00Z'),
          companyName: '株式会社最古',
          leadStatus: 'new',
        },
      ],
      heldCount: 2,
    });
    expect(withoutHold.dueCount).toBe(4);
    expect(withoutHold.heldCount).toBe(0);
    expect(withoutHold.due.map((lead) => lead.no)).toContain(dueJustBefore);
    const [row] = await own.db
      .select({ erasedAt: submissions.contactErasedAt })
      .from(submissions)
      .where(eq(submissions.no, oldest));
    expect(row!.erasedAt).toBeNull();
  });
});
