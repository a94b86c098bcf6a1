import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scoreAnswers } from '../assessment/score-answers';
import { choiceLetters, questionIds } from '../questionnaire/questions';
import { buildSubmitRequest } from '../testing/submission-factory';
import { submitRequestSchema } from '../contract';
import { writeBuiltinReport } from './compose-report';
import { unexpectedLevelMentions } from './report-guards';
import type { Submission } from '../db/schema';

function submissionWith(answers: Record<string, string>): Submission {
  const input = submitRequestSchema.parse(
    buildSubmitRequest({ answers: answers as ReturnType<typeof buildSubmitRequest>['answers'] }),
  );
  return {
    id: '00000000-0000-4000-8000-000000000002',
    no: 2,
    createdAt: new Date(0),
    companyName: input.companyInfo.companyName,
    industry: input.companyInfo.industry,
    companySize: input.companyInfo.companySize,
    companyInfo: input.companyInfo,
    answers: input.answers,
    freeText: input.freeText,
    questionnaireVersion: '2026-11-v2',
    contactName: input.userInfo.name,
    email: input.userInfo.email,
    phone: input.userInfo.phone,
    status: 'processing',
    scores: null,
    result: null,
    writer: null,
    model: null,
    tokens: null,
    modelMs: null,
    modelError: null,
    reportMs: null,
    error: null,
    completedAt: null,
    companyNameKey: null,
    emailDomainKey: null,
    idempotencyKey: null,
    requestHash: null,
    requeueCount: 0,
    failedAt: null,
  };
}

describe('built-in writer level mentions', () => {
  test('when any answers are written up, then the text names no level but the scored one and the next', () => {
    fc.assert(
      fc.property(fc.tuple(...questionIds.map(() => fc.constantFrom(...choiceLetters))), (letters) => {
        const answers = Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
        const result = writeBuiltinReport(submissionWith(answers));
        const { level } = scoreAnswers(answers);
        const { executiveSummary, detailedAnalysis, issueAnalysis, benchmark, roadmap } = result;
        const narrative = { executiveSummary, detailedAnalysis, issueAnalysis, benchmark, roadmap };
        expect(unexpectedLevelMentions(narrative as never, level)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
