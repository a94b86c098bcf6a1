import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scoreAnswers } from '../assessment/score-answers';
import { choiceLetters, questionIds } from '../questionnaire/questions';
import { buildSubmitRequest, storedSubmissionOf } from '../testing/submission-factory';
import { submitRequestSchema } from '../contract';
import { writeBuiltinReport } from './compose-report';
import { unexpectedLevelMentions } from './report-guards';
import type { Submission } from '../db/schema';

function submissionWith(answers: Record<string, string>): Submission {
  const input = submitRequestSchema.parse(
    buildSubmitRequest({ answers: answers as ReturnType<typeof buildSubmitRequest>['answers'] }),
  );
  return storedSubmissionOf(input, 2);
}

describe('built-in writer level mentions', () => {
  test('when any answers are written up, then the text names no level but the scored one and the next', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(...questionIds.map(() => fc.constantFrom(...choiceLetters))),
        async (letters) => {
          const answers = Object.fromEntries(questionIds.map((id, index) => [id, letters[index]!]));
          const result = await writeBuiltinReport(submissionWith(answers));
          const { level } = scoreAnswers(answers);
          const { executiveSummary, detailedAnalysis, issueAnalysis, benchmark, roadmap } = result;
          const narrative = { executiveSummary, detailedAnalysis, issueAnalysis, benchmark, roadmap };
          expect(unexpectedLevelMentions(narrative as never, level)).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
