import { AppError, type LeadNote } from '@app/shared/contract';
import type { LeadNoteEntry } from '@app/shared/db';
import type { AdminTokenClaims } from '../lib/admin-token';
import type { RespondentDeps } from './update-lead';

/** A stored note as the API hands it out. */
export function toLeadNote(note: LeadNoteEntry): LeadNote {
  return { id: note.id, body: note.body, author: note.author, createdAt: note.createdAt.toISOString() };
}

/** The notes on lead `no`, newest first. */
export async function listLeadNotes(deps: Pick<RespondentDeps, 'notes'>, no: number): Promise<LeadNote[]> {
  const notes = await deps.notes.list(no);
  if (!notes) throw new AppError('not_found', 'No response has this number.');
  return notes.map(toLeadNote);
}

/** Adds the operator's note to lead `no`, audited by number and note id (never the text). */
export async function addLeadNote(
  deps: Pick<RespondentDeps, 'notes'>,
  admin: AdminTokenClaims,
  no: number,
  body: string,
): Promise<LeadNote> {
  const note = await deps.notes.add(no, admin.adminId, body);
  if (!note) throw new AppError('not_found', 'No response has this number.');
  return toLeadNote(note);
}
