import type { Database } from '../db/database';
import type { CompletedReport } from '../db/repositories/submission-store';
import type { Submission } from '../db/schema';

/** Turns a stored submission into its report (everything but the elapsed time). */
export type ReportComposer = (submission: Submission) => Promise<Omit<CompletedReport, 'reportMs'>>;

export interface ReportComposerOptions {
  db: Database;
}

/**
 * Placeholder until the assessment engine lands: a deterministic report that satisfies the
 * contract, with the level taken from how many answers are C or D.
 */
export function createReportComposer(_options: ReportComposerOptions): ReportComposer {
  return async (submission) => {
    const mature = Object.values(submission.answers).filter((answer) => answer === 'C' || answer === 'D').length;
    const level = Math.min(5, 1 + Math.floor(mature / 2.5));
    const overall = Math.round((mature / 10) * 100);
    const dimensions = { strategy: overall, organization: overall, technology: overall, aiAdoption: overall, investment: overall };
    const text = `${submission.companyName}様の回答に基づく暫定的な診断です。`;
    return {
      writer: 'builtin',
      model: null,
      tokens: null,
      scores: {
        overall,
        level,
        levelName: `レベル${level}`,
        dimensions,
        benchmark: { percentile: 50, dimensionPercentiles: dimensions, peerAverage: 50, peerCount: 0, source: 'baseline' },
      },
      result: {
        executiveSummary: {
          maturityLevel: `レベル${level}`,
          position: text,
          priorityIssue: text,
          strength: text,
          keyFinding: text,
          recommendedAction: text,
        },
        companyProfile: { companyName: submission.companyName, contactPerson: submission.contactName, details: text },
        issueAnalysis: { high: [text], medium: [text] },
        benchmark: { comparison: text, areaToStrengthen: text },
        detailedAnalysis: {
          overall: text,
          dxProgress: text,
          organization: text,
          technicalAndSkills: text,
          aiAdoption: text,
          investmentStrategy: text,
          freeTextInsights: text,
          nextSteps: text,
        },
      },
    };
  };
}
