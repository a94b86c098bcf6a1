import { z } from 'zod';
import { leadStatusSchema } from './lead-workflow';

/** Leads the preview names at most; `dueCount` counts them all. */
export const retentionPreviewListLimit = 20;

/** One lead the next retention sweep will erase. */
export const dueLeadSchema = z.object({
  no: z.number().int(),
  /** ISO 8601 instant of the submission. */
  timestamp: z.string(),
  companyName: z.string(),
  leadStatus: leadStatusSchema,
});
export type DueLeadRow = z.infer<typeof dueLeadSchema>;

/** Body of GET /api/admin/retention/preview: what the next retention sweep will erase, and when. */
export const retentionPreviewSchema = z.object({
  /** CONTACT_RETENTION_MONTHS; 0 keeps contact data for ever, and no sweep runs. */
  months: z.number().int().min(0),
  /** CONTACT_RETENTION_HOLD_STATUSES: leads in these follow-up statuses are kept. */
  holdStatuses: z.array(leadStatusSchema),
  /** ISO 8601 instant of the next sweep (every full hour); null when none runs. */
  nextSweepAt: z.string().nullable(),
  /** How many leads the next sweep will erase. */
  dueCount: z.number().int().min(0),
  /** The oldest of them, up to retentionPreviewListLimit. */
  due: z.array(dueLeadSchema),
  /** Leads past the period the sweep keeps for their follow-up status. */
  heldCount: z.number().int().min(0),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;
