import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { deliveryQueueName } from '@app/shared/contract';
import type { Queue } from 'bullmq';
import express, { Router, type RequestHandler } from 'express';
import { requireAdmin, type RequireAdminDeps } from '../middleware/require-admin';
import { requireRole } from '../middleware/require-role';

export const queueDashboardPath = '/api/admin/queues';
const cookieName = 'dx_ops_token';

/**
 * A browser cannot send a bearer header when it opens a page, so the dashboard also accepts the
 * admin token from a cookie scoped to its own path, set by POST {queueDashboardPath}/session.
 */
const bearerFromCookie: RequestHandler = (req, _res, next) => {
  if (!req.headers.authorization) {
    const cookie = (req.headers.cookie ?? '')
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${cookieName}=`));
    if (cookie) req.headers.authorization = `Bearer ${cookie.slice(cookieName.length + 1)}`;
  }
  next();
};

/** A delivery's job only sends a pending message: retrying a failed one here would send nothing. */
const deliveryQueueOptions = {
  allowRetries: false,
  description: '失敗した配信の再送は管理画面の「配信の失敗」から（監査ログに記録されます）',
};

/**
 * Bull Board for ops, behind the admin token of an operator with role `admin` (distributed mode
 * only: there is no queue otherwise): the report queue and the deliveries queue.
 */
export function queueDashboardRouter(deps: RequireAdminDeps & { queues: Queue[] }): Router {
  const serverAdapter = new ExpressAdapter().setBasePath(queueDashboardPath);
  createBullBoard({
    queues: deps.queues.map(
      (queue) =>
        new BullMQAdapter(queue, queue.name === deliveryQueueName ? deliveryQueueOptions : undefined),
    ),
    serverAdapter,
  });

  const router = Router();
  router.post(
    `${queueDashboardPath}/session`,
    express.urlencoded({ extended: false, limit: '4kb' }),
    (req, _res, next) => {
      const token = typeof req.body?.access_token === 'string' ? req.body.access_token : '';
      req.headers.authorization = `Bearer ${token}`;
      next();
    },
    requireAdmin(deps),
    requireRole('admin'),
    (req, res) => {
      const token = req.headers.authorization!.slice('Bearer '.length);
      res.cookie(cookieName, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: req.secure,
        path: queueDashboardPath,
        maxAge: 8 * 3600 * 1000,
      });
      res.redirect(303, `${queueDashboardPath}/`);
    },
  );
  router.use(
    queueDashboardPath,
    bearerFromCookie,
    requireAdmin(deps),
    requireRole('admin'),
    serverAdapter.getRouter(),
  );
  return router;
}
