/**
 * Runs every benchmark under scripts/bench/ in sequence, each in its own Node process so one
 * benchmark's sockets, heap and children never weigh on the next: `npm run bench`.
 * Benchmarks print figures and assert no times; a benchmark that fails still lets the others run.
 */
import { spawn } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';

const benchmarks = [
  'submit-overhead.ts',
  'held-requests.ts',
  'worker-scaling.ts',
  'admin-list.ts',
  'model-latency.ts',
  'reader-cpu.ts',
];
/** A benchmark that hangs is stopped: the whole run stays within its time budget. */
const perBenchmarkLimitMs = 5 * 60_000;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function run(file: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/bench/${file}`], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  // SIGTERM lets the benchmark clean up its processes and database; SIGKILL 15 s later if it cannot.
  const timer = setTimeout(() => {
    console.error(`${file} exceeded ${perBenchmarkLimitMs / 60_000} min: stopping it`);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  }, perBenchmarkLimitMs);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(1);
console.log(
  `# benchmarks  node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}),` +
    ` ${gb(totalmem())} GB memory (${gb(freemem())} GB free), load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);
const startedAt = performance.now();
const failed: string[] = [];
for (const file of benchmarks) {
  const code = await run(file);
  if (code !== 0) failed.push(`${file} (exit ${code})`);
}
console.log(
  `\nall benchmarks done in ${((performance.now() - startedAt) / 60_000).toFixed(1)} min` +
    (failed.length > 0 ? `; failed: ${failed.join(', ')}` : ''),
);
if (failed.length > 0) process.exitCode = 1;
