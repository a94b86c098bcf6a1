/**
 * CPU profiles of the submit path under load (issue 20 item 7): the bare pipeline, the product's
 * distributed API and worker, and the embedded API, each started with `node --cpu-prof`, driven by
 * 50 submits in flight against a 1 s fake model (~42 submits/s), then stopped (SIGTERM: the
 * process exits normally and writes its profile). Only the samples of the measured part are
 * summarised: self time by area and by function. The .cpuprofile files stay in the printed
 * directory (open them in Chrome DevTools → Performance, or summarise them again with
 * `cpu-profile-summary.ts`). A diagnostic, not part of `npm run bench`: the profiler itself costs
 * CPU, so its figures are not the benchmark's.
 *
 *   node --import tsx scripts/bench/profile-submit.ts [bare,distributed,embedded]
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBarePipeline } from './bare-pipeline';
import {
  createBenchDatabase,
  createQueuePrefix,
  formatMs,
  percentile,
  runBenchmark,
  startApiProcess,
  startTimedFakeModel,
  startWorkerProcesses,
  testRedisUrl,
} from './bench-support';
import { printProfileSummary, summariseCpuProfile } from './cpu-profile-summary';
import { concurrency, driveSubmits, type LoadFigures, type Scenario } from './submit-load';

const scenario: Scenario = { writerMs: 1000, warmup: 100, measured: 700 };
const chosen = new Set((process.argv[2] ?? 'bare,distributed,embedded').split(','));

await runBenchmark('CPU profiles of the submit path, 50 in flight, 1 s writer', async (cleanup) => {
  const directory = await mkdtemp(path.join(tmpdir(), 'dx-cpu-prof-'));
  const model = await startTimedFakeModel(cleanup, scenario.writerMs);
  // A directory per process: under `--import tsx` the module loader runs on a second thread, which
  // writes a profile of its own; the main thread's file is the one with thread id 0.
  const profiled = (name: string) => ['--cpu-prof', `--cpu-prof-dir=${path.join(directory, name)}`];
  const mainThreadProfile = async (name: string) => {
    const files = await readdir(path.join(directory, name));
    const main = files.find((file) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(file));
    if (!main) throw new Error(`no main-thread profile for ${name}: ${files.join(', ')}`);
    return path.join(directory, name, main);
  };
  const runs: { label: string; figures: LoadFigures; profiles: string[] }[] = [];

  if (chosen.has('bare')) {
    const bare = await startBarePipeline(cleanup, {
      modelBaseUrl: model.fake.baseUrl,
      concurrency,
      nodeArgs: (role) => profiled(`bare-${role}`),
    });
    const figures = await driveSubmits(
      bare.url,
      model,
      scenario,
      { api: bare.apiPid, worker: bare.workerPid },
      'bare',
    );
    await bare.stop();
    runs.push({
      label: 'bare',
      figures,
      profiles: ['bare-api', 'bare-worker'],
    });
  }

  if (chosen.has('distributed')) {
    const databaseUrl = await createBenchDatabase(cleanup);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: testRedisUrl,
      QUEUE_PREFIX: createQueuePrefix(cleanup),
    };
    const api = await startApiProcess(
      cleanup,
      { ...env, ...model.env },
      { nodeArgs: profiled('distributed-api') },
    );
    const [worker] = await startWorkerProcesses(
      cleanup,
      1,
      { ...env, ...model.env, WORKER_CONCURRENCY: String(concurrency) },
      { nodeArgs: profiled('distributed-worker') },
    );
    const figures = await driveSubmits(
      api.url,
      model,
      scenario,
      { api: api.pid, worker: worker!.child.pid! },
      'distributed',
    );
    await worker!.stop();
    await api.service.stop();
    runs.push({
      label: 'distributed',
      figures,
      profiles: ['distributed-api', 'distributed-worker'],
    });
  }

  if (chosen.has('embedded')) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'dx-bench-embedded-'));
    cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
    const api = await startApiProcess(
      cleanup,
      {
        DATA_DIR: dataDir,
        WORKER_CONCURRENCY: String(concurrency),
        ADMIN_USERNAME: 'bench',
        ADMIN_PASSWORD: 'quiet-harbour-lantern-2048',
        ...model.env,
      },
      { embedded: true, nodeArgs: profiled('embedded-api') },
    );
    const figures = await driveSubmits(api.url, model, scenario, { api: api.pid }, 'embedded');
    await api.service.stop();
    runs.push({ label: 'embedded', figures, profiles: ['embedded-api'] });
  }

  console.log(`\nprofiles in ${directory}; figures below are under the profiler (slower than unprofiled)`);
  // The measured windows, for summarising a file again: cpu-profile-summary.ts <file> <startUs> <endUs>.
  await writeFile(
    path.join(directory, 'windows.json'),
    JSON.stringify(Object.fromEntries(runs.map(({ label, figures }) => [label, figures.window])), null, 2),
  );
  for (const { label, figures, profiles } of runs) {
    console.log(
      `\n## ${label}: ${figures.overheads.length} submits at ${(figures.overheads.length / figures.seconds).toFixed(1)}/s,` +
        ` ${figures.errors} errors, overhead p50 ${formatMs(percentile(figures.overheads, 50))} ms,` +
        ` p95 ${formatMs(percentile(figures.overheads, 95))} ms;` +
        ` CPU per submit (/proc) ${Object.entries(figures.cpu)
          .map(([name, ms]) => `${name} ${formatMs(ms)}`)
          .join(', ')}`,
    );
    for (const [index, name] of profiles.entries()) {
      const file = await mainThreadProfile(name);
      const role = index === 0 ? 'API' : 'worker';
      printProfileSummary(
        `${label} ${role} (${path.relative(directory, file)})`,
        summariseCpuProfile(file, figures.window, 20),
        figures.overheads.length + figures.errors,
      );
    }
  }
});
