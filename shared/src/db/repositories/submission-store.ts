import { and, asc, desc, eq, gt, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { DiagnosisResult, ReportScores, SubmitRequest } from '../../contract';
import { computeFitScore } from '../../leads';
import type { CompanyKeyHasher } from '../company-key-hasher';
import type { Database } from '../database';
import { reportLinks, submissions, type ReportWriterKind, type Submission } from '../schema';
import { searchTextOf } from '../search-text';
import { insertOutboxDrafts, type OutboxDraft } from './outbox-store';
import { hashReportLinkToken, newReportLinkToken } from './report-link-store';

/** What a finished report job writes back onto its submission. */
export interface CompletedReport {
  result: DiagnosisResult;
  scores: ReportScores;
  writer: ReportWriterKind;
  model: string | null;
  tokens: number | null;
  modelMs: number | null;
  modelError: string | null;
  reportMs: number;
}

/** A visitor's submit as the store takes it in (DESIGN §7b: idempotency and the private link). */
export interface SubmissionIntake {
  input: SubmitRequest;
  questionnaireVersion: string;
  /** The Idempotency-Key header: a repeat with the same key is the same submission. */
  idempotencyKey?: string;
  /** Fingerprint of the normalised body (see the API's request-fingerprint.ts). */
  requestHash: string;
  /** An identical body stored after this instant is the same submission (a resubmission from Back). */
  duplicateSince: Date;
  /** When the private link created with this submit stops working. */
  linkExpiresAt: Date;
}

/**
 * What the intake found: a new or an existing submission with a fresh link, a key reused for
 * another body, or a `previousReportToken` that opens no completed report with a live link.
 */
export type IntakeOutcome =
  | { kind: 'created' | 'existing'; submission: Submission; reportToken: string }
  | { kind: 'key_reused' }
  | { kind: 'previous_unusable' };

/** An unfinished submission and the round of its report job (see reportJobId). */
export interface UnfinishedSubmission {
  id: string;
  requeueCount: number;
}

/** An advisory-lock key (a signed 64-bit integer) from the first 16 hex digits of a SHA-256. */
function lockKeyOf(hexHash: string): string {
  return BigInt.asIntN(64, BigInt(`0x${hexHash.slice(0, 16)}`)).toString();
}

export interface SubmissionStoreOptions {
  /**
   * Keys the company of each new submission for the peer benchmark. Without it the keys stay null
   * until the API's next start fills them in (stores that never take in a submission need none).
   */
  companyKeys?: CompanyKeyHasher;
}

function submissionValues(
  input: SubmitRequest,
  questionnaireVersion: string,
  companyKeys?: CompanyKeyHasher,
) {
  // Computed once, at submit: the stored reasons keep explaining the score if the weights change.
  const fit = computeFitScore(input);
  return {
    companyName: input.companyInfo.companyName,
    ...companyKeys?.(input.companyInfo.companyName, input.userInfo.email),
    industry: input.companyInfo.industry,
    companySize: input.companyInfo.companySize,
    companyInfo: input.companyInfo,
    answers: input.answers,
    freeText: input.freeText,
    questionnaireVersion,
    contactName: input.userInfo.name,
    email: input.userInfo.email,
    phone: input.userInfo.phone,
    searchText: searchTextOf({
      companyName: input.companyInfo.companyName,
      contactName: input.userInfo.name,
      email: input.userInfo.email,
      phone: input.userInfo.phone,
    }),
    source: input.source && Object.keys(input.source).length > 0 ? input.source : null,
    fitScore: fit.score,
    fitReasons: fit.reasons,
  };
}

/** Reads and writes submissions; the only place that touches the `submissions` table for the report flow. */
export function createSubmissionStore(db: Database, options: SubmissionStoreOptions = {}) {
  return {
    /**
     * Takes in a submit in one transaction: the submission its Idempotency-Key or an identical body
     * within the window already made, else a new one; plus a new private link to its report.
     * Identical bodies are serialised by an advisory lock on their fingerprint, so concurrent
     * duplicates store one row; a key already used for another body is refused.
     */
    async intake(intake: SubmissionIntake): Promise<IntakeOutcome> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${lockKeyOf(intake.requestHash)}::bigint)`);
        let existing: Submission | undefined;
        if (intake.idempotencyKey) {
          [existing] = await tx
            .select()
            .from(submissions)
            .where(eq(submissions.idempotencyKey, intake.idempotencyKey));
          if (existing && existing.requestHash !== intake.requestHash) return { kind: 'key_reused' };
        }
        existing ??= (
          await tx
            .select()
            .from(submissions)
            .where(
              and(
                eq(submissions.requestHash, intake.requestHash),
                gt(submissions.createdAt, intake.duplicateSince),
              ),
            )
            .orderBy(desc(submissions.createdAt))
            .limit(1)
        )[0];

        let submission = existing;
        if (!submission) {
          // A second diagnosis is linked to the earlier one only through its report link: the
          // token must open a completed report whose link still works (nothing else identifies it).
          let previousSubmissionId: string | null = null;
          if (intake.input.previousReportToken !== undefined) {
            const [previous] = await tx
              .select({ id: submissions.id })
              .from(reportLinks)
              .innerJoin(submissions, eq(reportLinks.submissionId, submissions.id))
              .where(
                and(
                  eq(reportLinks.tokenHash, hashReportLinkToken(intake.input.previousReportToken)),
                  gt(reportLinks.expiresAt, sql`now()`),
                  eq(submissions.status, 'completed'),
                ),
              );
            if (!previous) return { kind: 'previous_unusable' };
            previousSubmissionId = previous.id;
          }
          [submission] = await tx
            .insert(submissions)
            .values({
              ...submissionValues(intake.input, intake.questionnaireVersion, options.companyKeys),
              idempotencyKey: intake.idempotencyKey,
              requestHash: intake.requestHash,
              previousSubmissionId,
            })
            .onConflictDoNothing({ target: submissions.idempotencyKey })
            .returning();
          // The same key with the same body would have waited for the lock above: the row that
          // holds this key now came with another body.
          if (!submission) return { kind: 'key_reused' };
        }

        const reportToken = newReportLinkToken();
        await tx.insert(reportLinks).values({
          tokenHash: hashReportLinkToken(reportToken),
          submissionId: submission.id,
          expiresAt: intake.linkExpiresAt,
        });
        return { kind: existing ? 'existing' : 'created', submission, reportToken };
      });
    },

    async findById(id: string): Promise<Submission | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
      return row;
    },

    async markProcessing(id: string): Promise<void> {
      await db.update(submissions).set({ status: 'processing', error: null }).where(eq(submissions.id, id));
    },

    /**
     * Writes the report and, in the same transaction, the messages to send now that it exists
     * (DESIGN §7b), so a crash neither loses nor doubles one. Running it again for the same id
     * rewrites the same row and adds no message twice.
     */
    async complete(id: string, report: CompletedReport, outbox: readonly OutboxDraft[] = []): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(submissions)
          .set({ ...report, status: 'completed', error: null, completedAt: new Date() })
          .where(eq(submissions.id, id));
        await insertOutboxDrafts(tx, id, outbox);
      });
    },

    /** Submissions still pending or processing since before `createdBefore`, oldest first. */
    async findUnfinished(createdBefore: Date, limit: number): Promise<UnfinishedSubmission[]> {
      return db
        .select({ id: submissions.id, requeueCount: submissions.requeueCount })
        .from(submissions)
        .where(
          and(
            inArray(submissions.status, ['pending', 'processing']),
            lt(submissions.createdAt, createdBefore),
          ),
        )
        .orderBy(asc(submissions.createdAt))
        .limit(limit);
    },

    /**
     * Failed submissions due for another try: made after `createdAfter`, queued again fewer than
     * `maxRequeues` times, and failed at least `baseDelayMs` × 2^(times queued again) ago.
     */
    async findRequeueable(options: {
      maxRequeues: number;
      baseDelayMs: number;
      createdAfter: Date;
      limit: number;
    }): Promise<UnfinishedSubmission[]> {
      return db
        .select({ id: submissions.id, requeueCount: submissions.requeueCount })
        .from(submissions)
        .where(
          and(
            eq(submissions.status, 'failed'),
            lt(submissions.requeueCount, options.maxRequeues),
            gt(submissions.createdAt, options.createdAfter),
            lte(
              submissions.failedAt,
              sql`now() - ${options.baseDelayMs}::float8 * power(2, ${submissions.requeueCount}) * interval '1 millisecond'`,
            ),
          ),
        )
        .orderBy(asc(submissions.failedAt))
        .limit(options.limit);
    },

    /**
     * Takes a failed submission back to pending for its next round and returns that round; null
     * when another process (or request) took it first or it is no longer failed.
     */
    async claimRequeue(id: string, fromCount: number): Promise<number | null> {
      const [row] = await db
        .update(submissions)
        .set({ status: 'pending', requeueCount: fromCount + 1 })
        .where(
          and(
            eq(submissions.id, id),
            eq(submissions.status, 'failed'),
            eq(submissions.requeueCount, fromCount),
          ),
        )
        .returning({ round: submissions.requeueCount });
      return row?.round ?? null;
    },

    /** Undoes a claim whose job could not be queued: failed again, the round not used up. */
    async releaseRequeue(id: string, round: number, error: string): Promise<void> {
      await db
        .update(submissions)
        .set({ status: 'failed', requeueCount: round - 1, error, failedAt: new Date() })
        .where(
          and(eq(submissions.id, id), eq(submissions.status, 'pending'), eq(submissions.requeueCount, round)),
        );
    },

    /** Marks the report failed for good (until requeued); a written report is never marked failed. */
    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(submissions)
        .set({ status: 'failed', error, failedAt: new Date() })
        .where(and(eq(submissions.id, id), ne(submissions.status, 'completed')));
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
