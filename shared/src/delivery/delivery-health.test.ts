import { describe, expect, test } from 'vitest';
import type { OutboxKind } from '../db/schema';
import { createDeliveryHealthMonitor } from './delivery-health';

/** A logger that keeps its lines. */
function recordingLogger() {
  const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    info: (object: Record<string, unknown>, message: string) =>
      lines.push({ level: 'info', object, message }),
    warn: (object: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', object, message }),
  };
}

describe('createDeliveryHealthMonitor', () => {
  test('when a kind starts failing, then one warning names it and the window; when it recovers, then one info line', async () => {
    let failing: OutboxKind[] = [];
    const logger = recordingLogger();
    const monitor = createDeliveryHealthMonitor({ outbox: { failingKinds: async () => failing }, logger });

    await monitor.refresh();
    failing = ['lead_webhook'];
    const first = await monitor.refresh();
    await monitor.refresh();
    failing = [];
    await monitor.refresh();

    expect([...first]).toEqual(['lead_webhook']);
    expect(logger.lines).toEqual([
      {
        level: 'warn',
        object: { kind: 'lead_webhook', window: 5 },
        message: 'the last 5 deliveries of this kind all failed',
      },
      { level: 'info', object: { kind: 'lead_webhook' }, message: 'deliveries of this kind succeed again' },
    ]);
  });

  test('when refreshes are asked for while a read runs, then they share one more read after it and the change is logged once', async () => {
    let reads = 0;
    let running = 0;
    let overlapped = false;
    let readStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const logger = recordingLogger();
    const monitor = createDeliveryHealthMonitor({
      outbox: {
        failingKinds: async () => {
          reads += 1;
          running += 1;
          overlapped ||= running > 1;
          readStarted();
          await released;
          running -= 1;
          return ['lead_email'];
        },
      },
      logger,
      window: 3,
    });

    const first = monitor.refresh();
    await started;
    const later = Array.from({ length: 9 }, () => monitor.refresh());
    release();
    await Promise.all([first, ...later]);

    expect(overlapped).toBe(false);
    expect(reads).toBe(2);
    expect(logger.lines.map((line) => line.message)).toEqual([
      'the last 3 deliveries of this kind all failed',
    ]);
  });

  test('when the database cannot be read, then the refresh rejects and the next one reads again', async () => {
    let broken = true;
    const monitor = createDeliveryHealthMonitor({
      outbox: {
        failingKinds: async () => {
          if (broken) throw new Error('connection refused');
          return [];
        },
      },
      logger: recordingLogger(),
    });

    await expect(monitor.refresh()).rejects.toThrow('connection refused');
    broken = false;
    await expect(monitor.refresh()).resolves.toEqual(new Set());
  });
});
