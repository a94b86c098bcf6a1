import { AppError } from '@app/shared/contract';
import type { Logger } from '@app/shared/logging';
import type { RequestHandler } from 'express';
import type { Counter } from 'prom-client';
import { clientAddress, networkKey } from '../lib/client-address';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface SubmitLimiters {
  /** Submits one client address may make per window (an office behind one address shares it). */
  perAddress: RateLimiterAbstract;
  /** Submits all addresses together may make per window: a safety budget for the model's cost. */
  global: RateLimiterAbstract;
  /**
   * The share of the global budget (0–1) kept for networks with no submit in the per-address window,
   * so a few busy addresses cannot spend it all and turn a first-time visitor away.
   */
  reserveShare: number;
  /** Counts refusals by reason; a refusal is also logged, without the address. */
  refused?: Counter<'reason'>;
  logger?: Logger;
  /**
   * The report jobs waiting for a worker, and how many may wait before a new submit is turned away:
   * a submit spends model capacity, so a queue the workers cannot drain in time refuses at once
   * instead of holding the visitor until the report timeout.
   */
  queue?: { waiting: () => Promise<number>; maxWaiting: number };
}

/**
 * Why a submit was refused: its address's own limit, the global budget, the reserve kept for others,
 * or a queue longer than the workers can serve.
 */
type Refusal = 'address' | 'global' | 'reserve' | 'queue';

/** How long a queue-depth reading is reused: one Redis round trip per second, not per submit. */
const queueDepthTtlMs = 1000;
/** The wait a visitor is told when the queue is full: about the time a worker takes for a report. */
const queueFullRetrySeconds = 30;

const globalKey = 'all';

function retryAfterSeconds(rejection: RateLimiterRes): number {
  return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
}

function rateLimited(res: Parameters<RequestHandler>[1], rejection: RateLimiterRes, message: string) {
  const seconds = retryAfterSeconds(rejection);
  res.set('Retry-After', String(seconds));
  return new AppError('rate_limited', message, undefined, { retryAfterSeconds: seconds });
}

/**
 * Each submit costs a model call. Mounted after the body has been validated, so only valid
 * submits count: a client address may send so many per window, and all of them together so many
 * (429 with Retry-After, in seconds, as a header and in the body). A network that has submitted in
 * the window already (an IPv6 /48, more coarsely than the per-address /64) may spend the global
 * budget only down to the reserve kept for networks that have not.
 */
export function limitSubmits(limiters: SubmitLimiters): RequestHandler {
  const globalPoints = limiters.global.points;
  const reserve = Math.floor(globalPoints * limiters.reserveShare);
  const refuse = (
    res: Parameters<RequestHandler>[1],
    rejection: RateLimiterRes,
    reason: Refusal,
    message: string,
  ) => {
    limiters.refused?.inc({ reason });
    limiters.logger?.warn({ reason, retryAfterSeconds: retryAfterSeconds(rejection) }, 'submit refused');
    return rateLimited(res, rejection, message);
  };
  let depth: { value: number; at: number } | null = null;
  const queueFull = async () => {
    if (!limiters.queue) return false;
    if (!depth || Date.now() - depth.at > queueDepthTtlMs) {
      // An unreachable queue is the enqueue's to report (503); it is not a full one.
      const value = await limiters.queue.waiting().catch(() => 0);
      depth = { value, at: Date.now() };
    }
    return depth.value >= limiters.queue.maxWaiting;
  };
  return async (req, res, next) => {
    if (await queueFull()) {
      const rejection = new RateLimiterRes(0, queueFullRetrySeconds * 1000);
      next(
        refuse(
          res,
          rejection,
          'queue',
          'The service is busy writing other reports. Please try again shortly.',
        ),
      );
      return;
    }
    const address = clientAddress(req);
    try {
      await limiters.perAddress.consume(address);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      next(refuse(res, error, 'address', 'Too many diagnoses from this address. Please try again later.'));
      return;
    }
    // Counted without refusing: whether this network has submitted in the window already.
    const network = await limiters.perAddress.penalty(`network:${networkKey(address)}`, 1);
    const returning = network.consumedPoints > 1;
    const giveBack = async () => {
      await limiters.perAddress.reward(address).catch(() => {});
      await limiters.perAddress.reward(`network:${networkKey(address)}`).catch(() => {});
    };
    if (returning && reserve > 0) {
      const spent = await limiters.global.get(globalKey);
      if (spent && spent.consumedPoints >= globalPoints - reserve) {
        await giveBack();
        next(
          refuse(
            res,
            spent,
            'reserve',
            'The service is receiving too many diagnoses. Please try again later.',
          ),
        );
        return;
      }
    }
    try {
      await limiters.global.consume(globalKey);
    } catch (error) {
      // The address did not get its submit: give its points back.
      await giveBack();
      if (!(error instanceof RateLimiterRes)) throw error;
      next(
        refuse(res, error, 'global', 'The service is receiving too many diagnoses. Please try again later.'),
      );
      return;
    }
    next();
  };
}
