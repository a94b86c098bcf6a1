/**
 * A failed delivery attempt. Its message is a generic reason (`smtp_temporary_451`,
 * `webhook_http_500`, …) that is stored, logged and kept by BullMQ: never an address, a server's
 * reply text or any other personal data. `permanent` skips the remaining attempts.
 */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  readonly permanent: boolean;

  constructor(reason: string, options: { permanent?: boolean; cause?: unknown } = {}) {
    super(reason, { cause: options.cause });
    this.permanent = options.permanent ?? false;
  }
}
