import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyInfo, DiagnosisResult } from '../../contract';
import type { Database } from '../database';
import { reportLinks, submissions, type SubmissionStatus } from '../schema';

/** A new link token: 32 random bytes (256 bits) in base64url, 43 characters. */
export function newReportLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 in hex. */
export function hashReportLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The report a link leads to, whatever state it is in. */
export interface LinkedReport {
  submissionId: string;
  status: SubmissionStatus;
  result: DiagnosisResult | null;
  /** When the visitor submitted the answers. */
  submittedAt: Date;
  /** When the report was last written; null until it is. */
  completedAt: Date | null;
  expiresAt: Date;
  /** The company data the diagnosis was taken with (no contact data). */
  companyInfo: CompanyInfo;
}

/** Private report links: created with a submission, looked up by the hash of their token. */
export function createReportLinkStore(db: Database) {
  return {
    /**
     * Adds a link to a submission's report and returns its token, the only time it exists in clear.
     * Links are only ever added, so a link handed out before stays valid.
     */
    async create(submissionId: string, expiresAt: Date): Promise<string> {
      const token = newReportLinkToken();
      await db.insert(reportLinks).values({ tokenHash: hashReportLinkToken(token), submissionId, expiresAt });
      return token;
    },

    /** The report behind a token, or undefined when no such link exists (expired ones are returned). */
    async findByToken(token: string): Promise<LinkedReport | undefined> {
      // The lookup is by the token's hash: timing can reveal nothing about valid tokens themselves.
      const [row] = await db
        .select({
          submissionId: submissions.id,
          status: submissions.status,
          result: submissions.result,
          submittedAt: submissions.createdAt,
          completedAt: submissions.completedAt,
          expiresAt: reportLinks.expiresAt,
          companyInfo: submissions.companyInfo,
        })
        .from(reportLinks)
        .innerJoin(submissions, eq(reportLinks.submissionId, submissions.id))
        .where(eq(reportLinks.tokenHash, hashReportLinkToken(token)));
      return row;
    },
  };
}

export type ReportLinkStore = ReturnType<typeof createReportLinkStore>;
