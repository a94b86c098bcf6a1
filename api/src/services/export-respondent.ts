import { AppError, leadStatusLabels, reportWriterLabels, submissionStatusLabels } from '@app/shared/contract';
import type { LeadNoteEntry, Submission } from '@app/shared/db';
import {
  answeredChoices,
  answeredFreeTexts,
  companySizes,
  establishmentYears,
  industries,
  labelOf,
  positions,
} from '@app/shared/questionnaire';
import type { AdminTokenClaims } from '../lib/admin-token';
import type { RespondentDeps } from './update-lead';

const coded = (list: Parameters<typeof labelOf>[0], value: string | undefined) =>
  value ? { code: value, label: labelOf(list, value) } : null;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything stored of one respondent, in words as well as codes, for handing over to them. */
export function respondentExport(submission: Submission & { notes: LeadNoteEntry[] }, exportedAt: Date) {
  const info = submission.companyInfo;
  return {
    exportedAt: exportedAt.toISOString(),
    no: submission.no,
    submittedAt: submission.createdAt.toISOString(),
    contact: { name: submission.contactName, email: submission.email, phone: submission.phone },
    company: {
      name: submission.companyName,
      industry: coded(industries, info.industry),
      companySize: coded(companySizes, info.companySize),
      establishmentYear: coded(establishmentYears, info.establishmentYear),
      position: coded(positions, info.position),
    },
    questionnaireVersion: submission.questionnaireVersion,
    answers: answeredChoices(submission.questionnaireVersion, submission.answers).map((choice) => ({
      questionId: choice.id,
      question: choice.text,
      choice: choice.letter,
      answer: choice.answer,
    })),
    freeText: answeredFreeTexts(submission.freeText).map((entry) => ({
      key: entry.key,
      prompt: entry.label,
      text: entry.text,
    })),
    report: {
      status: { code: submission.status, label: submissionStatusLabels[submission.status] },
      writer: submission.writer
        ? { code: submission.writer, label: reportWriterLabels[submission.writer] }
        : null,
      completedAt: iso(submission.completedAt),
      scores: submission.scores,
      result: submission.result,
    },
    lead: {
      status: { code: submission.leadStatus, label: leadStatusLabels[submission.leadStatus] },
      /** The latest note's text ('' without any), as the list row's leadNote. */
      note: submission.notes[0]?.body ?? '',
      /** Every note, newest first (author null: the note of before, 「以前のメモ」). */
      notes: submission.notes.map((note) => ({
        body: note.body,
        author: note.author,
        createdAt: note.createdAt.toISOString(),
      })),
      updatedAt: iso(submission.leadUpdatedAt),
    },
    contactErasedAt: iso(submission.contactErasedAt),
  };
}

export type RespondentExport = ReturnType<typeof respondentExport>;

/** One respondent's data for their disclosure request, recorded in the audit log by number only. */
export async function exportRespondent(
  deps: RespondentDeps,
  admin: AdminTokenClaims,
  no: number,
): Promise<RespondentExport> {
  const submission = await deps.respondents.exportData(no, admin.adminId);
  if (!submission) throw new AppError('not_found', 'No response has this number.');
  return respondentExport(submission, new Date());
}
