import { describe, expect, test } from 'vitest';
import { submitRequestSchema, type DiagnosisResult } from '../contract';
import { buildSubmitRequest, storedSubmissionOf } from '../testing/submission-factory';
import { prepareReport, readSubmission, writeBuiltinReport } from './compose-report';
import { buildDecisionBrief } from './decision-brief';

function submissionFor(position: string, name = '佐藤花子') {
  const base = buildSubmitRequest();
  return storedSubmissionOf(
    submitRequestSchema.parse({
      ...base,
      companyInfo: { ...base.companyInfo, position },
      userInfo: { ...base.userInfo, name },
      freeText: { issue: '見積書の作成に時間がかかっています。', expectation: '', support: '' },
    }),
  );
}

const reportFor = (position: string): Promise<DiagnosisResult> => writeBuiltinReport(submissionFor(position));

describe('the brief for the decision-maker', () => {
  test.each(['employee', 'leader', 'other'])(
    'when the respondent is %s, then the report carries the level, the one issue, the first step and the decision asked for',
    async (position) => {
      const result = await reportFor(position);
      const brief = result.decisionBrief!;
      const first = result.roadmap![0]!;

      expect(brief.level).toBe(result.executiveSummary.maturityLevel);
      expect(brief.overall).toBe(result.scores!.overall);
      expect(brief.issue).toContain('見積');
      expect(brief.firstStep).toEqual({
        period: first.period,
        title: first.title,
        action: first.actions[0],
        owner: first.owner,
        measure: first.kpis[0],
        budget: first.budget,
      });
      expect(brief.decision).toContain(`「${first.title}」に${first.period}で着手し`);
      expect(brief.decision).toContain(first.owner.replace(/。$/u, ''));
      expect(brief.decision).toMatch(/ご判断ください。$/u);
      expect(brief.companyName).toBe(result.companyProfile.companyName);
    },
  );

  test.each(['ceo', 'executive', 'department_head', 'manager'])(
    'when the respondent is %s, then no brief is added',
    async (position) => {
      expect((await reportFor(position)).decisionBrief).toBeUndefined();
    },
  );

  test('when the respondent gave a position, then the brief names who prepared it with it; その他 is left out', async () => {
    expect((await reportFor('employee')).decisionBrief!.preparedBy).toBe('佐藤花子 様（一般社員）');
    expect((await reportFor('other')).decisionBrief!.preparedBy).toBe('佐藤花子 様');
  });

  test('when there is no roadmap, then no brief is built', async () => {
    const submission = submissionFor('employee');
    const { facts } = prepareReport(submission, null, await readSubmission(submission));

    expect(buildDecisionBrief(facts, undefined)).toBeUndefined();
    expect(buildDecisionBrief(facts, [])).toBeUndefined();
  });

  test('when the same submission is written twice, then the brief is the same', async () => {
    const submission = submissionFor('leader');

    expect((await writeBuiltinReport(submission)).decisionBrief).toEqual(
      (await writeBuiltinReport(submission)).decisionBrief,
    );
  });
});
