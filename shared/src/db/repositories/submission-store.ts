import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { companyIdentity } from '../../assessment/company-identity';
import type { DiagnosisResult, ReportScores, SubmitRequest } from '../../contract';
import type { Database } from '../database';
import { submissions, type ReportWriterKind, type Submission } from '../schema';

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

/** Reads and writes submissions; the only place that touches the `submissions` table for the report flow. */
export function createSubmissionStore(db: Database) {
  return {
    /** Stores a new submission as pending, with its company keys, and returns its id and sequential number. */
    async create(input: SubmitRequest, questionnaireVersion: string): Promise<{ id: string; no: number }> {
      const identity = companyIdentity(input.companyInfo.companyName, input.userInfo.email);
      const [row] = await db
        .insert(submissions)
        .values({
          companyName: input.companyInfo.companyName,
          companyNameKey: identity.nameKey,
          industry: input.companyInfo.industry,
          companySize: input.companyInfo.companySize,
          companyInfo: input.companyInfo,
          answers: input.answers,
          freeText: input.freeText,
          questionnaireVersion,
          contactName: input.userInfo.name,
          email: input.userInfo.email,
          emailDomainKey: identity.domainKey,
          phone: input.userInfo.phone,
        })
        .returning({ id: submissions.id, no: submissions.no });
      return row!;
    },

    async findById(id: string): Promise<Submission | undefined> {
      const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
      return row;
    },

    async markProcessing(id: string): Promise<void> {
      await db.update(submissions).set({ status: 'processing', error: null }).where(eq(submissions.id, id));
    },

    /** Writes the report; running it again for the same id rewrites the same row. */
    async complete(id: string, report: CompletedReport): Promise<void> {
      await db
        .update(submissions)
        .set({ ...report, status: 'completed', error: null, completedAt: new Date() })
        .where(eq(submissions.id, id));
    },

    /** Ids of submissions still without a report since before `createdBefore`, oldest first. */
    async findUnfinishedIds(createdBefore: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: submissions.id })
        .from(submissions)
        .where(
          and(
            inArray(submissions.status, ['pending', 'processing']),
            lt(submissions.createdAt, createdBefore),
          ),
        )
        .orderBy(asc(submissions.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db.update(submissions).set({ status: 'failed', error }).where(eq(submissions.id, id));
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;
