import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { dimensionKeys, type DimensionKey, type ReportScores } from '../../contract/diagnosis-result';
import type { Database } from '../database';
import { submissions } from '../schema';

/** Fewer completed peers than this and the report compares with public statistics instead. */
export const minimumPeerCount = 5;

/** A company's standing among its peers: aggregates only, never another company's row. */
export interface PeerStanding {
  peerCount: number;
  /** Mean overall score of the peers. */
  peerAverage: number;
  /** Share (0–100) of peers below this company, ties counted half (mid-rank). */
  percentile: number;
  dimensionPercentiles: Record<DimensionKey, number>;
}

export interface PeerQuery {
  industry: string;
  companySize: string;
  /** The company's own submission, never its own peer (a re-run job finds it completed). */
  submissionId: string;
  overall: number;
  dimensions: Record<DimensionKey, number>;
}

const overallPath = sql`(${submissions.scores} ->> 'overall')::float8`;
const dimensionPath = (key: DimensionKey) => sql`(${submissions.scores} -> 'dimensions' ->> ${key})::float8`;

/** Mid-rank percentile of `value` among the selected rows, computed by PostgreSQL. */
function midRankPercentile(path: SQL, value: number): SQL<number> {
  return sql<number>`coalesce(100.0 * (count(*) filter (where ${path} < ${value}) + 0.5 * count(*) filter (where ${path} = ${value})) / nullif(count(*), 0), 0)::float8`.mapWith(
    Number,
  );
}

/** Computes peer percentiles in the database over completed submissions of one industry and size band. */
export function createPeerBenchmark(db: Database) {
  return {
    /** The standing of `query` among completed peers of its segment (served by submissions_peer_idx). */
    async standing(query: PeerQuery): Promise<PeerStanding> {
      const [row] = await db
        .select({
          peerCount: sql<number>`count(*)::int`.mapWith(Number),
          peerAverage: sql<number>`coalesce(avg(${overallPath}), 0)::float8`.mapWith(Number),
          percentile: midRankPercentile(overallPath, query.overall),
          strategy: midRankPercentile(dimensionPath('strategy'), query.dimensions.strategy),
          organization: midRankPercentile(dimensionPath('organization'), query.dimensions.organization),
          technology: midRankPercentile(dimensionPath('technology'), query.dimensions.technology),
          aiAdoption: midRankPercentile(dimensionPath('aiAdoption'), query.dimensions.aiAdoption),
          investment: midRankPercentile(dimensionPath('investment'), query.dimensions.investment),
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.status, 'completed'),
            eq(submissions.industry, query.industry),
            eq(submissions.companySize, query.companySize),
            ne(submissions.id, query.submissionId),
            isNotNull(submissions.scores),
          ),
        );
      const result = row!;
      return {
        peerCount: result.peerCount,
        peerAverage: result.peerAverage,
        percentile: result.percentile,
        dimensionPercentiles: Object.fromEntries(dimensionKeys.map((key) => [key, result[key]])) as Record<
          DimensionKey,
          number
        >,
      };
    },
  };
}

export type PeerBenchmark = ReturnType<typeof createPeerBenchmark>;

/** The benchmark block for the scores: own peers from five on, otherwise `baseline()`. */
export async function benchmarkAgainstPeers(
  peers: PeerBenchmark,
  query: PeerQuery,
  baseline: () => ReportScores['benchmark'],
): Promise<ReportScores['benchmark']> {
  const standing = await peers.standing(query);
  if (standing.peerCount < minimumPeerCount) return baseline();
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    percentile: round1(standing.percentile),
    dimensionPercentiles: Object.fromEntries(
      dimensionKeys.map((key) => [key, round1(standing.dimensionPercentiles[key])]),
    ) as Record<DimensionKey, number>,
    peerAverage: round1(standing.peerAverage),
    peerCount: standing.peerCount,
    source: 'peers',
  };
}
