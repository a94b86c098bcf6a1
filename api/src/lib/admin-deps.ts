import {
  createAdminAuditLog,
  createAdminResponseStore,
  createAdminStore,
  createContactRetentionStore,
  createFunnelStore,
  createLeadNoteStore,
  createOutboxStore,
  createRespondentStore,
  createSubmissionOverviewStore,
  type ContactRetentionPolicy,
  type Database,
} from '@app/shared/db';
import type { Redis } from 'ioredis';
import type { AdminAuditDeps } from '../routes/admin-audit';
import type { AdminDataDeps } from '../routes/admin-data';
import type { AdminDeliveriesDeps } from '../routes/admin-deliveries';
import type { AdminLoginRouteDeps } from '../routes/admin-login';
import type { AdminLogoutRouteDeps } from '../routes/admin-logout';
import type { AdminOverviewDeps } from '../routes/admin-overview';
import type { AdminResponsesDeps } from '../routes/admin-responses';
import type { AdminRetentionDeps } from '../routes/admin-retention';
import { createAdminTokens } from './admin-token';
import { createTotpSecretBox } from './admin-totp-secret-box';
import { createLoginThrottle, type LoginThrottleOptions } from './login-throttle';

/** Everything the admin routes need. */
export type AdminDeps = AdminLoginRouteDeps &
  AdminLogoutRouteDeps &
  AdminDataDeps &
  AdminDeliveriesDeps &
  AdminResponsesDeps &
  AdminOverviewDeps &
  AdminRetentionDeps &
  AdminAuditDeps;

export interface AdminDepsOptions {
  db: Database;
  jwtSecret: string;
  tokenLifetime: string | number;
  /** CONTACT_RETENTION_MONTHS and CONTACT_RETENTION_HOLD_STATUSES, for the preview of the next sweep. */
  retentionPolicy: ContactRetentionPolicy;
  /** Key of the operators' encrypted TOTP secrets (admin-totp-key.ts); second factors cannot be checked without it. */
  totpKey?: string;
  /** ADMIN_TOTP_REQUIRED: refuse operators without an enrolled second factor. */
  totpRequired?: boolean;
  /** Shared throttle counters for all API processes; in memory without it. */
  redis?: Redis;
  throttleKeyPrefix?: string;
  /** Overrides of the login throttle (tests use small ones). */
  throttle?: Partial<Omit<LoginThrottleOptions, 'redis' | 'keyPrefix'>>;
  /** WEBHOOK_URLS: endpoints told of each lead's change of status or owner and of its deletion. */
  leadWebhookUrls?: readonly string[];
}

/**
 * Five wrong passwords for one username from one address, or twenty from one address in all, are
 * free; then each next attempt waits 1 s, 2 s, 4 s … up to 15 minutes, and an hour without failure
 * forgets them. An address storming a username slows to about four guesses an hour; the operator
 * logging in from anywhere else is not slowed at all.
 */
export const loginThrottleDefaults = {
  freeFailuresPerAccount: 5,
  freeFailuresPerAddress: 20,
  baseDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const satisfies Omit<LoginThrottleOptions, 'redis' | 'keyPrefix'>;

/** Builds the admin side's stores, token service and login throttle from one database. */
export function createAdminDeps(options: AdminDepsOptions): AdminDeps {
  return {
    admins: createAdminStore(options.db),
    responses: createAdminResponseStore(options.db),
    audit: createAdminAuditLog(options.db),
    outbox: createOutboxStore(options.db),
    overview: createSubmissionOverviewStore(options.db),
    funnel: createFunnelStore(options.db),
    respondents: createRespondentStore(options.db, { leadWebhookUrls: options.leadWebhookUrls }),
    notes: createLeadNoteStore(options.db),
    retention: createContactRetentionStore(options.db),
    retentionPolicy: options.retentionPolicy,
    tokens: createAdminTokens({ secret: options.jwtSecret, expiresIn: options.tokenLifetime }),
    secondFactor: {
      secretBox: options.totpKey ? createTotpSecretBox(options.totpKey) : undefined,
      required: options.totpRequired ?? false,
    },
    throttle: createLoginThrottle({
      ...loginThrottleDefaults,
      ...options.throttle,
      redis: options.redis,
      keyPrefix: options.throttleKeyPrefix ?? 'admin-login',
    }),
  };
}
