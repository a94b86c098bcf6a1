import { createTransport, type NodemailerError } from 'nodemailer';
import { DeliveryFailure } from './delivery-failure';

/** One e-mail as the deliveries write it: always both an HTML and a plain-text part. */
export interface OutgoingMail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  /** Message-ID header, stable per outbox row so a resent message is recognisable as the same. */
  messageId?: string;
  /** Reply-To header: an operator's reply goes to the lead, not to the sending address. */
  replyTo?: string;
}

/** Sends e-mail; failures are DeliveryFailures carrying a generic reason only. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The reason a failed SMTP delivery is recorded with: no server text (it may quote the address). */
function failureOf(error: NodemailerError): DeliveryFailure {
  if (typeof error.responseCode === 'number') {
    return error.permanent
      ? new DeliveryFailure(`smtp_rejected_${error.responseCode}`, { permanent: true })
      : new DeliveryFailure(`smtp_temporary_${error.responseCode}`);
  }
  if (error.code === 'ETIMEDOUT') return new DeliveryFailure('smtp_timeout');
  if (error.code === 'EAUTH') return new DeliveryFailure('smtp_auth');
  return new DeliveryFailure('smtp_connection');
}

/** A nodemailer SMTP transport on `url` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { url: string; from: string; timeoutMs: number }): Mailer {
  const transport = createTransport(
    {
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    },
    // Messages are built from our own text only: never let a field read a file or fetch a URL.
    { from: options.from, disableFileAccess: true, disableUrlAccess: true },
  );
  return {
    async send(mail) {
      try {
        await transport.sendMail(mail);
      } catch (error) {
        throw failureOf(error as NodemailerError);
      }
    },
    close() {
      transport.close();
    },
  };
}
