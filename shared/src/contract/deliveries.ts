import { z } from 'zod';

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
  lead_webhook: '新規リード通知Webhook',
};
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
