import { randomBytes } from 'node:crypto';
import type { SubmitRequestInput } from '@app/shared/contract';
import type { OutboxMessage } from '@app/shared/db';
import {
  buildSubmitRequest,
  settledOutbox,
  startSmtpTestServer,
  startWebhookTestReceiver,
  startWorkerProcess,
  submissionByEmail,
  testRedisUrl,
  uniqueQueuePrefix,
  useTestDatabase,
  type ConnectedTestDatabase,
  type ServiceProcess,
  type SmtpTestServer,
  type WebhookTestReceiver,
} from '@app/shared/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunningApi } from '../src/server';
import { createTestAdmin, loginToken, startAdminTestApi } from './admin-test-support';
import { postSubmit } from './start-test-api';

/** Everything a delivery test file runs against; the fields are set once `beforeAll` has run. */
export interface DeliveryStack {
  database: ConnectedTestDatabase;
  smtp: SmtpTestServer;
  receiver: WebhookTestReceiver;
  api: RunningApi;
  worker: ServiceProcess;
  /** The logged-in operator (role admin) and its bearer token. */
  admin: { id: string; username: string; password: string };
  token: string;
  /** WEBHOOK_SECRET of the API and the worker, for verifying what the receiver got. */
  webhookSecret: string;
}

/**
 * The distributed mode for a test file: this API in-process, a worker process sending through a
 * real SMTP server and to a real webhook receiver on loopback, both with the same WEBHOOK_URLS (the
 * API writes the webhooks of a lead's changes, the worker delivers every message), and a logged-in
 * operator. Deliveries retry fast (3 attempts, 100 ms doubling). Started before the file's tests
 * and stopped after.
 */
export function useDeliveryStack(): DeliveryStack {
  const stack = {
    database: useTestDatabase(),
    webhookSecret: `whsec_${randomBytes(32).toString('base64')}`,
  } as DeliveryStack;
  beforeAll(async () => {
    stack.smtp = await startSmtpTestServer();
    stack.receiver = await startWebhookTestReceiver();
    const shared = {
      DATABASE_URL: stack.database.url,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: uniqueQueuePrefix(),
      DELIVERY_ATTEMPTS: '3',
      DELIVERY_BACKOFF_MS: '100',
      WEBHOOK_URLS: stack.receiver.url,
      WEBHOOK_SECRET: stack.webhookSecret,
    };
    stack.api = await startAdminTestApi({
      ...shared,
      SUBMIT_RATE_LIMIT: '100000',
      SUBMIT_GLOBAL_RATE_LIMIT: '100000',
    });
    stack.worker = await startWorkerProcess({
      ...shared,
      PUBLIC_URL: stack.api.url,
      SMTP_URL: stack.smtp.url,
      SMTP_FROM: 'no-reply@example.com',
      LEAD_NOTIFY_EMAILS: 'sales@example.com',
      DELIVERY_SWEEP_INTERVAL_MS: '1000',
      WORKER_LOCK_MS: '1500',
      WORKER_METRICS_PORT: '0',
    });
    stack.admin = await createTestAdmin(stack.database);
    stack.token = await loginToken(stack.api.url, stack.admin);
  });
  afterAll(async () => {
    await stack.worker?.stop();
    await stack.api?.close();
    await stack.smtp?.close();
    await stack.receiver?.close();
  });
  return stack;
}

/** A lead as submitted and settled: its row, what was sent, and its messages once none is pending. */
export interface SettledLead {
  id: string;
  no: number;
  email: string;
  body: SubmitRequestInput;
  messages: OutboxMessage[];
}

/** Submits a diagnosis and waits until none of its messages is pending. */
export async function submitAndSettle(
  stack: Pick<DeliveryStack, 'api' | 'database'>,
  body: SubmitRequestInput = buildSubmitRequest(),
): Promise<SettledLead> {
  const response = await postSubmit(stack.api.url, body);
  expect(response.status).toBe(200);
  const submission = await submissionByEmail(stack.database, body.userInfo.email);
  return {
    id: submission!.id,
    no: submission!.no,
    email: body.userInfo.email,
    body,
    messages: await settledOutbox(stack.database, submission!.id),
  };
}

/** The webhook among a lead's messages (one receiver is configured). */
export const webhookOf = (messages: OutboxMessage[]) => messages.find((row) => row.kind === 'lead_webhook')!;
