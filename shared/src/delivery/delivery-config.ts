import type { SiteInfo } from '../contract/site-info';
import type { OutboxDraft } from '../db/repositories/outbox-store';

/** Everything the deliveries need to know, read once from the environment (delivery-env.ts). */
export interface DeliveryConfig {
  /** The SMTP server (`SMTP_URL`) and the sender (`SMTP_FROM`); no e-mail at all without it. */
  smtp?: { url: string; from: string };
  /** Operators told of each new lead by e-mail (`LEAD_NOTIFY_EMAILS`). */
  leadNotifyEmails: string[];
  /**
   * Endpoints told of each new lead and of its later changes (`WEBHOOK_URLS`) and the signing
   * secret (`WEBHOOK_SECRET`, whsec_…).
   */
  webhooks?: { urls: string[]; secret: string };
  /** Public origin of the site, without a trailing slash: absolute links in e-mails. */
  publicUrl: string;
  /** The admin dashboard's URL (with its secret path), for the operators' e-mail only; never in webhooks. */
  adminDashboardUrl?: string;
  /** How long a report link minted for the visitor's e-mail works. */
  reportLinkTtlMs: number;
  /** Who runs the service: named with its address and contacts in the visitor's e-mail. */
  site: SiteInfo;
  /** Where the visitor books a consultation (`PROVIDER_BOOKING_URL`), offered in their e-mail. */
  bookingUrl?: string;
  /** The operator's own subject and opening paragraph of the visitor's e-mail, where set. */
  visitorEmail?: { subject?: string; opening?: string };
  /** Timeout of one SMTP conversation step or one webhook request. */
  timeoutMs: number;
}

/**
 * The messages a completed report brings with it under this configuration: the visitor's e-mail
 * when SMTP is set, one lead e-mail for the operators, one webhook per URL.
 */
export function planOutbox(config: DeliveryConfig): OutboxDraft[] {
  const drafts: OutboxDraft[] = [];
  if (config.smtp) {
    drafts.push({ kind: 'visitor_report_email' });
    if (config.leadNotifyEmails.length > 0) drafts.push({ kind: 'lead_email' });
  }
  for (const url of config.webhooks?.urls ?? []) drafts.push({ kind: 'lead_webhook', target: url });
  return drafts;
}
