import {
  createAdminAuditLog,
  createAdminResponseStore,
  createAdminStore,
  type Database,
} from '@app/shared/db';
import type { Redis } from 'ioredis';
import type { AdminDataDeps } from '../routes/admin-data';
import type { AdminLoginRouteDeps } from '../routes/admin-login';
import { createAdminTokens } from './admin-token';
import { createLoginThrottle, type LoginThrottleOptions } from './login-throttle';

/** Everything the admin routes need. */
export type AdminDeps = AdminLoginRouteDeps & AdminDataDeps;

export interface AdminDepsOptions {
  db: Database;
  jwtSecret: string;
  tokenLifetime: string | number;
  /** Shared throttle counters for all API processes; in memory without it. */
  redis?: Redis;
  throttleKeyPrefix?: string;
  /** Overrides of the login limits (tests use small ones). */
  throttle?: Partial<Pick<LoginThrottleOptions, 'attemptsPerIp' | 'attemptsPerUsername' | 'windowSeconds'>>;
}

/** Builds the admin side's stores, token service and login throttle from one database. */
export function createAdminDeps(options: AdminDepsOptions): AdminDeps {
  return {
    admins: createAdminStore(options.db),
    responses: createAdminResponseStore(options.db),
    audit: createAdminAuditLog(options.db),
    tokens: createAdminTokens({ secret: options.jwtSecret, expiresIn: options.tokenLifetime }),
    throttle: createLoginThrottle({
      attemptsPerIp: 30,
      attemptsPerUsername: 10,
      windowSeconds: 15 * 60,
      ...options.throttle,
      redis: options.redis,
      keyPrefix: options.throttleKeyPrefix ?? 'admin-login',
    }),
  };
}
