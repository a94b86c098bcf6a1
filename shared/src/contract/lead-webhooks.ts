import { z } from 'zod';
import { leadOwnerSchema, type LeadOwner } from './lead-insights';
import { leadStatusLabels, leadStatusSchema, type LeadStatus } from './lead-workflow';

/** The events a CRM can follow by webhook: the Standard Webhooks payload's `type`. */
export const leadWebhookEvents = ['lead.created', 'lead.updated', 'lead.deleted'] as const;
export type LeadWebhookEvent = (typeof leadWebhookEvents)[number];

const codedStatusSchema = z.strictObject({ code: leadStatusSchema, label: z.string() });
const changeOf = <Value extends z.ZodType>(value: Value) => z.strictObject({ from: value, to: value });

/**
 * Body of `lead.updated`: an operator changed the lead's follow-up status and/or owner. `changes`
 * names only what changed, with the old and the new value; `version` is the lead's version after
 * the change (raised by each one), so a receiver can drop an event older than what it holds.
 * Operators are named by id and username; the lead's contact data is not repeated.
 */
export const leadUpdatedWebhookSchema = z.strictObject({
  type: z.literal('lead.updated'),
  /** When the change was saved (ISO 8601). */
  timestamp: z.string(),
  data: z.strictObject({
    submissionNo: z.number().int(),
    version: z.number().int(),
    changes: z.strictObject({
      status: changeOf(codedStatusSchema).optional(),
      owner: changeOf(leadOwnerSchema.nullable()).optional(),
    }),
  }),
});
export type LeadUpdatedWebhook = z.infer<typeof leadUpdatedWebhookSchema>;

/** Body of `lead.deleted`: the respondent was deleted at their request; identifiers only. */
export const leadDeletedWebhookSchema = z.strictObject({
  type: z.literal('lead.deleted'),
  /** When the lead was deleted (ISO 8601). */
  timestamp: z.string(),
  data: z.strictObject({ submissionNo: z.number().int() }),
});
export type LeadDeletedWebhook = z.infer<typeof leadDeletedWebhookSchema>;

/** The webhooks whose body is taken when the event happens (the lead may be gone when they are sent). */
export type LeadEventSnapshot = LeadUpdatedWebhook | LeadDeletedWebhook;

const codedStatus = (status: LeadStatus) => ({ code: status, label: leadStatusLabels[status] });

/** The `lead.updated` body of one saved change; at least one of `status` and `owner` is given. */
export function leadUpdatedWebhook(input: {
  submissionNo: number;
  version: number;
  at: Date;
  status?: { from: LeadStatus; to: LeadStatus };
  owner?: { from: LeadOwner | null; to: LeadOwner | null };
}): LeadUpdatedWebhook {
  const { status, owner } = input;
  return {
    type: 'lead.updated',
    timestamp: input.at.toISOString(),
    data: {
      submissionNo: input.submissionNo,
      version: input.version,
      changes: {
        ...(status && { status: { from: codedStatus(status.from), to: codedStatus(status.to) } }),
        ...(owner && { owner }),
      },
    },
  };
}

/** The `lead.deleted` body: the lead's number and when it went, nothing else. */
export function leadDeletedWebhook(submissionNo: number, at: Date): LeadDeletedWebhook {
  return { type: 'lead.deleted', timestamp: at.toISOString(), data: { submissionNo } };
}
