import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server accepted: the SMTP envelope and the parsed message. */
export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
}

export interface SmtpTestServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` transactions at MAIL FROM with a temporary (4xx) or permanent (5xx) reply. */
  refuseNext(count: number, responseCode?: number): void;
  /** How many transactions were refused so far. */
  refusals(): number;
  /** Resolves once at least `count` messages arrived (or rejects after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on loopback that parses what it receives with mailparser: the
 * e-mail tests talk SMTP to it through nodemailer, exactly as to a production server.
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refuseCode = 451;
  let refused = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (toRefuse > 0) {
        toRefuse -= 1;
        refused += 1;
        const error = Object.assign(new Error('Service temporarily unavailable'), {
          responseCode: refuseCode,
        });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelope, mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, responseCode = 451) {
      toRefuse = count;
      refuseCode = responseCode;
    },
    refusals: () => refused,
    async waitForMessages(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${received.length} of ${count} e-mails after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
