import { createHash } from 'node:crypto';
import { submitRequestSchema, type SubmitRequestInput } from '@app/shared/contract';
import type { Submission } from '@app/shared/db';
import { storedSubmissionOf } from '@app/shared/testing';
import type { Persona } from './persona';

/** The contact the eval pretends each persona typed; never a real address. */
export const evalContact = { name: '評価 太郎', phone: '03-1234-5678' } as const;

/** A stable, UUID-shaped id from the persona id, so saved reports do not change between runs. */
function stableId(personaId: string): string {
  const hex = createHash('sha256').update(personaId).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The POST /api/submit body this persona would send. */
export function submitRequestOf(persona: Persona): SubmitRequestInput {
  return {
    companyInfo: {
      companyName: persona.companyName,
      establishmentYear: persona.establishmentYear,
      industry: persona.industry,
      companySize: persona.companySize,
      position: persona.position,
    },
    answers: persona.answers,
    freeText: persona.freeText,
    userInfo: { name: evalContact.name, email: `eval@${persona.id}.example.co.jp`, phone: evalContact.phone },
  };
}

/** The stored row the report engine reads, as if the persona had just submitted (status processing). */
export function submissionOf(persona: Persona, no = 1): Submission {
  return {
    ...storedSubmissionOf(submitRequestSchema.parse(submitRequestOf(persona)), no),
    id: stableId(persona.id),
    createdAt: new Date('2026-12-01T09:00:00+09:00'),
  };
}
