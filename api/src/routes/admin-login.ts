import { adminLoginRequestSchema, AppError } from '@app/shared/contract';
import express, { Router } from 'express';
import { clientAddress } from '../lib/client-address';
import type { LoginThrottle } from '../lib/login-throttle';
import { loginAdmin, type AdminLoginDeps } from '../services/admin-login';

export interface AdminLoginRouteDeps extends AdminLoginDeps {
  throttle: LoginThrottle;
}

/**
 * POST /api/admin/login: form-encoded username and password → bearer token (SPEC §7, DESIGN §6).
 * Every attempt is logged as `admin_login` (succeeded, failed or throttled) with the username and
 * the client's IP address.
 */
export function adminLoginRouter(deps: AdminLoginRouteDeps): Router {
  const router = Router();
  router.post('/api/admin/login', express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    if (!req.is('application/x-www-form-urlencoded')) {
      throw new AppError('validation_failed', 'Send the login as application/x-www-form-urlencoded.', [
        { path: 'content-type', message: 'Expected application/x-www-form-urlencoded.' },
      ]);
    }
    const { username, password } = adminLoginRequestSchema.parse(req.body ?? {});

    const address = clientAddress(req);
    // Who tried from where, for the operators' security review; the password never reaches a log.
    const attempt = { event: 'admin_login', username, clientIp: req.ip ?? req.socket.remoteAddress };
    const blocked = await deps.throttle.attempt(address, username);
    if (blocked) {
      req.log.warn(
        { ...attempt, outcome: 'throttled', retryAfterSeconds: blocked.retryAfterSeconds },
        'admin login throttled',
      );
      res.setHeader('Retry-After', String(blocked.retryAfterSeconds));
      throw new AppError('rate_limited', 'Too many login attempts. Try again later.', undefined, {
        retryAfterSeconds: blocked.retryAfterSeconds,
      });
    }
    const body = await loginAdmin(deps, username, password).catch(async (error: unknown) => {
      await deps.throttle.failed(address, username);
      if (error instanceof AppError && error.code === 'unauthorized')
        req.log.warn({ ...attempt, outcome: 'failed' }, 'admin login failed');
      throw error;
    });
    await deps.throttle.succeeded(address, username);
    req.log.info({ ...attempt, outcome: 'succeeded' }, 'admin login succeeded');

    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
