import { z } from 'zod';
import { leadWebhookEvents, type LeadWebhookEvent } from './lead-webhooks';

/** What an outbox message is: the visitor's e-mail with their link, or a new-lead notification. */
export const deliveryKindSchema = z.enum(['visitor_report_email', 'lead_email', 'lead_webhook']);
export type DeliveryKind = z.infer<typeof deliveryKindSchema>;

/** Where a message stands: waiting (or between retries), delivered, or given up. */
export const deliveryStatusSchema = z.enum(['pending', 'sent', 'failed']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** Japanese labels of the kinds and statuses, for the operator's screens. */
export const deliveryKindLabels: Record<DeliveryKind, string> = {
  visitor_report_email: '回答者へのレポートメール',
  lead_email: '新規リード通知メール',
  lead_webhook: 'リード通知Webhook',
};
/** What each webhook event tells the CRM, for the operator's screens. */
export const leadWebhookEventLabels: Record<LeadWebhookEvent, string> = {
  'lead.created': '新規リード通知Webhook',
  'lead.updated': 'リード更新通知Webhook',
  'lead.deleted': 'リード削除通知Webhook',
};

/** A message's name on the operator's screens: its kind, or a webhook's event. */
export function deliveryLabel(message: { kind: DeliveryKind; event: LeadWebhookEvent | null }): string {
  return message.event ? leadWebhookEventLabels[message.event] : deliveryKindLabels[message.kind];
}
export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: '送信待ち',
  sent: '送信済み',
  failed: '送信失敗',
};

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Query of GET /api/admin/deliveries: filters (submission number, status) and one page. */
export const adminDeliveriesQuerySchema = z.object({
  no: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{1,15}$/, 'Expected a positive whole number.')
      .transform(Number)
      .pipe(z.number().int().min(1))
      .optional(),
  ),
  status: z.preprocess(blankAsUndefined, deliveryStatusSchema.optional()),
  limit: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{1,3}$/, 'Expected a whole number from 1 to 100.')
      .transform(Number)
      .pipe(z.number().int().min(1).max(100))
      .default(50),
  ),
  offset: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .regex(/^\d{1,9}$/, 'Expected a whole number from 0.')
      .transform(Number)
      .default(0),
  ),
});
export type AdminDeliveriesQuery = z.infer<typeof adminDeliveriesQuerySchema>;

/** One row of the delivery log: no message content and no personal data. */
export const deliveryLogRowSchema = z.object({
  id: z.string(),
  /** The submission's sequential number (the admin list's No). */
  no: z.number().int(),
  kind: deliveryKindSchema,
  /** A webhook's event (`lead.created`, `lead.updated`, `lead.deleted`); null for e-mails. */
  event: z.enum(leadWebhookEvents).nullable(),
  /** The webhook's origin (scheme, host and port; path and query may hold secrets); null for e-mails. */
  target: z.string().nullable(),
  status: deliveryStatusSchema,
  attempts: z.number().int().min(0),
  /** Generic reason of the last failure (`smtp_temporary`, `webhook_http_500`, …), or null. */
  lastError: z.string().nullable(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type DeliveryLogRow = z.infer<typeof deliveryLogRowSchema>;

/**
 * How many finished deliveries of a kind, newest first, must all have failed for the kind to count
 * as failing (the `dx_delivery_failing` gauge, a warning log line, the admin's banner).
 */
export const deliveryHealthWindow = 5;

/** Query of GET /api/admin/deliveries/failed: one page, newest failure first. */
export const adminFailedDeliveriesQuerySchema = adminDeliveriesQuerySchema.pick({
  limit: true,
  offset: true,
});
export type AdminFailedDeliveriesQuery = z.infer<typeof adminFailedDeliveriesQuerySchema>;

/** The `:id` of POST /api/admin/deliveries/:id/resend: an outbox message's id. */
export const deliveryIdParamSchema = z.uuid();

/** One message given up, as the failed-deliveries page lists it: no content and no personal data. */
export const failedDeliveryRowSchema = z.object({
  id: z.string(),
  /** The submission's sequential number (the admin list's No). */
  no: z.number().int(),
  kind: deliveryKindSchema,
  /** A webhook's event; null for e-mails. */
  event: z.enum(leadWebhookEvents).nullable(),
  /**
   * Who it was for, never an address: `visitor`, `operators` (LEAD_NOTIFY_EMAILS), or the host (and
   * port) of a webhook URL, whose path and query may be a secret.
   */
  target: z.string(),
  /** Generic reason of the last failure (`smtp_rejected_550`, `webhook_http_410`, …). */
  reason: z.string().nullable(),
  attempts: z.number().int().min(0),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type FailedDeliveryRow = z.infer<typeof failedDeliveryRowSchema>;

/** Kinds whose last `window` finished deliveries all failed. */
export const deliveryHealthSchema = z.object({
  window: z.number().int().min(1),
  failingKinds: z.array(deliveryKindSchema),
});
export type DeliveryHealth = z.infer<typeof deliveryHealthSchema>;

/** Body of GET /api/admin/deliveries/failed. */
export const failedDeliveriesPageSchema = z.object({
  rows: z.array(failedDeliveryRowSchema),
  /** Every failed message, not only this page's. */
  total: z.number().int().min(0),
  health: deliveryHealthSchema,
});
export type FailedDeliveriesPage = z.infer<typeof failedDeliveriesPageSchema>;
