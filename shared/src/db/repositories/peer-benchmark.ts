import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { dimensionKeys, type DimensionKey } from '../../contract/diagnosis-result';
import type { Database } from '../database';
import { peerCompanyKey, submissions } from '../schema';

/** A company's standing among its peers: aggregates only, never another company's row. */
export interface PeerStanding {
  /** Peer companies counted, each once with its latest completed submission. */
  distinctCompanies: number;
  /** Mean overall score of the peers (0 without peers). */
  peerAverage: number;
  /** Mean score of the peers per dimension (0 without peers). */
  dimensionAverages: Record<DimensionKey, number>;
  /** Share (0–100) of peers below this company, ties counted half (mid-rank); unrounded. */
  percentile: number;
  dimensionPercentiles: Record<DimensionKey, number>;
}

export interface PeerQuery {
  industry: string;
  companySize: string;
  /**
   * The company's own submission, never its own peer (a re-run job finds it completed). Rows under
   * its stored company keys are the visitor's own earlier submissions.
   */
  submissionId: string;
  overall: number;
  dimensions: Record<DimensionKey, number>;
}

const companyKey = peerCompanyKey(submissions);
const ownSubmission = alias(submissions, 'own');

/**
 * True unless the row shares the visitor's stored key in `column`. A row or a visitor without that
 * key (erased, or a free-mail domain) is nobody's own, so `is not true` keeps it.
 */
function notOwnKey(db: Database, column: PgColumn, ownColumn: PgColumn, submissionId: string): SQL {
  const ownKey = db.select({ key: ownColumn }).from(ownSubmission).where(eq(ownSubmission.id, submissionId));
  return sql`(${column} = (${ownKey})) is not true`;
}

const overallPath = sql<number>`(${submissions.scores} ->> 'overall')::float8`;
const dimensionPath = (key: DimensionKey) =>
  sql<number>`(${submissions.scores} -> 'dimensions' ->> ${key})::float8`;

/** Mid-rank percentile of `value` among the selected rows, computed by PostgreSQL. */
function midRankPercentile(column: SQL.Aliased<number>, value: number): SQL<number> {
  return sql<number>`coalesce(100.0 * (count(*) filter (where ${column} < ${value}) + 0.5 * count(*) filter (where ${column} = ${value})) / nullif(count(*), 0), 0)::float8`.mapWith(
    Number,
  );
}

const average = (column: SQL.Aliased<number>) =>
  sql<number>`coalesce(avg(${column}), 0)::float8`.mapWith(Number);

const byDimension = <T>(make: (key: DimensionKey) => T) =>
  Object.fromEntries(dimensionKeys.map((key) => [key, make(key)])) as Record<DimensionKey, T>;

/** One selected field per dimension, named `<prefix>_<dimension>`. */
const prefixed = <P extends string, T>(prefix: P, make: (key: DimensionKey) => T) =>
  Object.fromEntries(dimensionKeys.map((key) => [`${prefix}_${key}`, make(key)])) as Record<
    `${P}_${DimensionKey}`,
    T
  >;

/**
 * Computes peer standings in the database: completed submissions of one industry and size band,
 * one per company (its latest), never the visitor's own company.
 */
export function createPeerBenchmark(db: Database) {
  return {
    /** The standing of `query` among distinct peer companies (served by submissions_peer_company_idx). */
    async standing(query: PeerQuery): Promise<PeerStanding> {
      const latestPerCompany = db
        .selectDistinctOn([companyKey], {
          overall: overallPath.as('overall'),
          ...byDimension((key) => dimensionPath(key).as(`dimension_${key}`)),
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.status, 'completed'),
            eq(submissions.industry, query.industry),
            eq(submissions.companySize, query.companySize),
            isNotNull(submissions.scores),
            ne(submissions.id, query.submissionId),
            notOwnKey(db, submissions.companyNameKey, ownSubmission.companyNameKey, query.submissionId),
            notOwnKey(db, submissions.emailDomainKey, ownSubmission.emailDomainKey, query.submissionId),
          ),
        )
        // The highest sequential number is the latest submission; `nulls last` matches the index.
        .orderBy(companyKey, sql`${submissions.no} desc nulls last`)
        .as('peers');

      const [row] = await db
        .select({
          distinctCompanies: sql<number>`count(*)::int`.mapWith(Number),
          peerAverage: average(latestPerCompany.overall),
          percentile: midRankPercentile(latestPerCompany.overall, query.overall),
          ...prefixed('average', (key) => average(latestPerCompany[key])),
          ...prefixed('percentile', (key) => midRankPercentile(latestPerCompany[key], query.dimensions[key])),
        })
        .from(latestPerCompany);
      const result = row!;
      return {
        distinctCompanies: result.distinctCompanies,
        peerAverage: result.peerAverage,
        dimensionAverages: byDimension((key) => result[`average_${key}`]),
        percentile: result.percentile,
        dimensionPercentiles: byDimension((key) => result[`percentile_${key}`]),
      };
    },
  };
}

export type PeerBenchmark = ReturnType<typeof createPeerBenchmark>;
