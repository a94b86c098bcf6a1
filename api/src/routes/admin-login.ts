import { adminLoginRequestSchema, AppError } from '@app/shared/contract';
import express, { Router } from 'express';
import { clientAddress } from '../lib/client-address';
import type { LoginThrottle } from '../lib/login-throttle';
import { AdminLoginRefused, loginAdmin, type AdminLoginDeps } from '../services/admin-login';

export interface AdminLoginRouteDeps extends AdminLoginDeps {
  throttle: LoginThrottle;
}

/**
 * POST /api/admin/login: form-encoded username and password, and `code` (TOTP) for an operator
 * with a second factor → bearer token (SPEC §7, DESIGN §6), with `operator` (username, role)
 * beyond SPEC. A disabled operator is refused like a wrong password.
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
    const credentials = adminLoginRequestSchema.parse(req.body ?? {});
    const { username } = credentials;

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
    const body = await loginAdmin(deps, credentials).catch(async (error: unknown) => {
      // A wrong or reused code counts like a wrong password: the throttle also bounds code guessing.
      await deps.throttle.failed(address, username);
      if (error instanceof AdminLoginRefused) {
        // The client hears only "invalid"; the log says which factor failed (a right password with
        // wrong codes means the password is known to someone).
        const failure = { ...attempt, outcome: 'failed', reason: error.reason };
        if (error.reason === 'code_unreadable')
          req.log.error(failure, 'admin login failed: the TOTP secret cannot be decrypted (ADMIN_TOTP_KEY)');
        else req.log.warn(failure, 'admin login failed');
      }
      throw error;
    });
    await deps.throttle.succeeded(address, username);
    req.log.info({ ...attempt, outcome: 'succeeded' }, 'admin login succeeded');

    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
