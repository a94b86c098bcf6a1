import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { SubmitRequest } from '../contract';
import type { CompanyKeyHasher } from '../db/company-key-hasher';
import type { Database } from '../db/database';
import { createSubmissionStore } from '../db/repositories/submission-store';
import { submissions, type Submission } from '../db/schema';
import { questionnaireVersion } from '../questionnaire/catalogue';
import { pollUntil } from './settled-outbox';
import { buildParsedSubmitRequest } from './submission-factory';

/** REPORT_LINK_TTL_DAYS's default. */
const defaultLinkTtlMs = 200 * 24 * 60 * 60 * 1000;

/** A submission as stored by `storeSubmission`, with the private report token made with it. */
export interface StoredSubmission {
  id: string;
  no: number;
  submission: Submission;
  reportToken: string;
}

/**
 * Stores a parsed submit body (a fresh valid one when left out) as POST /api/submit does: through
 * the store's intake, so the row gets its fit score, search text and a private report link. Its
 * fingerprint is random, so it is never taken for a repeat of another. No report job is queued.
 */
export async function storeSubmission(
  database: { db: Database },
  input: SubmitRequest = buildParsedSubmitRequest(),
  options: {
    /** Keys the company for the peer benchmark, as the API's store does; without it, null. */
    companyKeys?: CompanyKeyHasher;
    /** When the report link stops working (default: in 200 days). */
    linkExpiresAt?: Date;
  } = {},
): Promise<StoredSubmission> {
  const outcome = await createSubmissionStore(database.db, { companyKeys: options.companyKeys }).intake({
    input,
    questionnaireVersion,
    requestHash: randomBytes(32).toString('hex'),
    duplicateSince: new Date(),
    linkExpiresAt: options.linkExpiresAt ?? new Date(Date.now() + defaultLinkTtlMs),
  });
  if (outcome.kind !== 'created') throw new Error(`the submission was not stored: ${outcome.kind}`);
  const { submission, reportToken } = outcome;
  return { id: submission.id, no: submission.no, submission, reportToken };
}

/** How many submissions are stored. */
export async function countSubmissions(database: { db: Database }): Promise<number> {
  const [row] = await database.db.select({ stored: count() }).from(submissions);
  return row!.stored;
}

/** The submission of this e-mail address (each test's factory makes its own), if there is one. */
export async function submissionByEmail(
  database: { db: Database },
  email: string,
): Promise<Submission | undefined> {
  const [row] = await database.db.select().from(submissions).where(eq(submissions.email, email));
  return row;
}

/** Polls every 100 ms until the submission of `email` exists and satisfies `check`: another process moves it on. */
export function waitForSubmission(
  database: { db: Database },
  email: string,
  check: (row: Submission) => boolean,
  timeoutMs = 30_000,
): Promise<Submission> {
  let row: Submission | undefined;
  return pollUntil(
    async () => {
      row = await submissionByEmail(database, email);
      return row && check(row) ? row : undefined;
    },
    () => `the submission of ${email} never reached the expected state; last: ${row?.status}`,
    timeoutMs,
    100,
  );
}
