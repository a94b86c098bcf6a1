/**
 * Runs `sweep` at once and then on every full hour, at `nextRunAt`; a failed run is reported and
 * the next one tries again. `stop()` resolves once a running sweep ended.
 */
export function startHourlySweep(
  sweep: () => Promise<unknown>,
  options: { nextRunAt: (now: Date) => Date; onError: (error: unknown) => void },
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = sweep().then(() => undefined, options.onError);
  };
  const scheduleNext = () => {
    timer = setTimeout(
      () => {
        run();
        scheduleNext();
      },
      options.nextRunAt(new Date()).getTime() - Date.now(),
    );
    timer.unref();
  };
  run();
  scheduleNext();
  return {
    async stop() {
      clearTimeout(timer);
      await running;
    },
  };
}
