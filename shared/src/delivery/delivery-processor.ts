import { deliverMessageJobSchema } from '../contract/jobs';
import type { OutboxStore } from '../db/repositories/outbox-store';
import type { ReportLinkStore } from '../db/repositories/report-link-store';
import type { SubmissionStore } from '../db/repositories/submission-store';
import type { OutboxKind, OutboxMessage, Submission } from '../db/schema';
import { PermanentJobError } from '../report/permanent-job-error';
import type { DeliveryConfig } from './delivery-config';
import { DeliveryFailure } from './delivery-failure';
import { composeLeadEmail, leadWebhookPayload } from './lead-notification';
import type { Mailer } from './mailer';
import type { VisitorEmailAllowance } from './visitor-email-allowance';
import { composeVisitorReportEmail, reportSummaryOf } from './visitor-report-email';
import type { WebhookSender } from './webhook-sender';

export interface DeliveryProcessorDeps {
  outbox: OutboxStore;
  submissions: Pick<SubmissionStore, 'findById'>;
  reportLinks: Pick<ReportLinkStore, 'create'>;
  config: DeliveryConfig;
  /** The daily cap of report e-mails per recipient address. */
  visitorEmails: VisitorEmailAllowance;
  /** Present when SMTP_URL is set. */
  mailer?: Mailer;
  /** Present when WEBHOOK_URLS and WEBHOOK_SECRET are set. */
  webhooks?: WebhookSender;
  /** Told of every attempt's outcome once it is recorded (metrics, health); must not throw. */
  onAttempt?: (attempt: DeliveryAttemptOutcome) => void;
}

/** How one attempt ended: sent, failed with another attempt to come, or failed for good. */
export interface DeliveryAttemptOutcome {
  kind: OutboxKind;
  outcome: 'sent' | 'retried' | 'failed';
}

/** Which attempt of its job this run is, so the last one can give the message up. */
export interface DeliveryAttempt {
  number: number;
  max: number;
}

export interface DeliveryOutcome {
  /** `skipped`: the message had been sent or given up already (a repeated job). */
  status: 'sent' | 'skipped';
  kind: OutboxKind;
}

/** True when retrying cannot help: the job should fail at once. */
export function isPermanentDeliveryError(error: unknown): boolean {
  return error instanceof PermanentJobError || (error instanceof DeliveryFailure && error.permanent);
}

/**
 * The one delivery job, shared by the BullMQ worker and the embedded in-process runner: send one
 * outbox message and mark it sent, or record why not (given up after the last attempt). A message
 * no longer pending is skipped, so running a job twice sends nothing twice. Delivery is at least
 * once: a process dying between the send and the mark sends again on the retry (webhook receivers
 * drop it by its webhook-id, mail clients by its Message-ID).
 */
export function createDeliveryProcessor(deps: DeliveryProcessorDeps) {
  const { config } = deps;
  const messageDomain = new URL(config.publicUrl).hostname || 'localhost';
  const messageIdOf = (message: OutboxMessage) => `<${message.id}@${messageDomain}>`;

  /** The lead a message is built from; gone (deleted) gives the message up. */
  async function submissionOf(message: OutboxMessage): Promise<Submission> {
    const submission = message.submissionId
      ? await deps.submissions.findById(message.submissionId)
      : undefined;
    if (!submission) throw new DeliveryFailure('submission_missing', { permanent: true });
    return submission;
  }

  async function send(message: OutboxMessage): Promise<void> {
    switch (message.kind) {
      case 'visitor_report_email': {
        if (!deps.mailer) throw new DeliveryFailure('smtp_not_configured', { permanent: true });
        const submission = await submissionOf(message);
        // Over the cap the message is given up under this reason: the report stays on screen.
        if (!(await deps.visitorEmails.take(submission.email, message.id)))
          throw new DeliveryFailure('recipient_daily_limit', { permanent: true });
        // A link of its own, minted now: its token exists only in this process and in the mail,
        // never in the outbox or in Redis. Each attempt mints one; unsent ones are never shown.
        const expiresAt = new Date(Date.now() + config.reportLinkTtlMs);
        const token = await deps.reportLinks.create(submission.id, expiresAt);
        await deps.mailer.send(
          composeVisitorReportEmail({
            to: submission.email,
            publicUrl: config.publicUrl,
            token,
            expiresAt,
            site: config.site,
            bookingUrl: config.bookingUrl,
            subject: config.visitorEmail?.subject,
            opening: config.visitorEmail?.opening,
            summary: reportSummaryOf(submission),
            messageId: messageIdOf(message),
          }),
        );
        return;
      }
      case 'lead_email': {
        if (!deps.mailer || config.leadNotifyEmails.length === 0)
          throw new DeliveryFailure('lead_email_not_configured', { permanent: true });
        await deps.mailer.send(
          composeLeadEmail({
            to: config.leadNotifyEmails,
            submission: await submissionOf(message),
            adminDashboardUrl: config.adminDashboardUrl,
            messageId: messageIdOf(message),
          }),
        );
        return;
      }
      case 'lead_webhook': {
        // A URL removed from WEBHOOK_URLS since the message was written gets no contact data.
        if (!deps.webhooks || !config.webhooks?.urls.includes(message.target))
          throw new DeliveryFailure('webhook_not_configured', { permanent: true });
        await deps.webhooks.send({
          url: message.target,
          id: message.id,
          // lead.updated and lead.deleted carry what was true when they happened (the lead may be
          // gone by now); lead.created tells the lead as stored now.
          payload: message.payload ?? leadWebhookPayload(await submissionOf(message)),
        });
        return;
      }
    }
  }

  return async function processDelivery(
    jobData: unknown,
    attempt: DeliveryAttempt,
  ): Promise<DeliveryOutcome> {
    const payload = deliverMessageJobSchema.safeParse(jobData);
    if (!payload.success) throw new PermanentJobError('invalid deliver-message payload');
    const id = payload.data.messageId;
    const message = await deps.outbox.startAttempt(id);
    if (!message) {
      const existing = await deps.outbox.findById(id);
      if (!existing) throw new PermanentJobError('message not found');
      return { status: 'skipped', kind: existing.kind };
    }

    try {
      await send(message);
    } catch (error) {
      const failure =
        error instanceof DeliveryFailure ? error : new DeliveryFailure('internal_error', { cause: error });
      const final = failure.permanent || attempt.number >= attempt.max;
      await deps.outbox.recordFailure(id, failure.message, final);
      deps.onAttempt?.({ kind: message.kind, outcome: final ? 'failed' : 'retried' });
      throw failure;
    }
    await deps.outbox.markSent(id);
    deps.onAttempt?.({ kind: message.kind, outcome: 'sent' });
    return { status: 'sent', kind: message.kind };
  };
}

export type DeliveryProcessor = ReturnType<typeof createDeliveryProcessor>;
