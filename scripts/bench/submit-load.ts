/**
 * The submit load of `submit-overhead.ts` and `profile-submit.ts`: `concurrency` client loops over
 * keep-alive HTTP, each sending its next `POST /api/submit` as soon as the previous one answers, so
 * exactly that many are in flight and the fake model's latency sets the rate.
 */
import http from 'node:http';
import { buildSubmitRequest } from '@app/shared/testing';
import { postSubmit, processCpuMs, type TimedFakeModel } from './bench-support';

export const concurrency = 50;

export interface Scenario {
  /** Fake model latency: 1 s gives ~42 submits/s with 50 in flight, 5 s ~8 submits/s. */
  writerMs: number;
  warmup: number;
  measured: number;
}

export interface LoadFigures {
  path: string;
  writerMs: number;
  roundTrips: number[];
  writer: number[];
  overheads: number[];
  errors: number;
  seconds: number;
  /** CPU ms per measured request, by process. */
  cpu: Record<string, number>;
  /** Share of one core each process used over the measured requests, in %. */
  busy: Record<string, number>;
  /** process.hrtime in µs (the clock of a .cpuprofile) when the measured requests began and ended. */
  window: { startUs: number; endUs: number };
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Drives `apiUrl` through one scenario. The first requests are spread over one writer latency so
 * arrivals are steady, not in waves. Overhead = client round trip − the writer time the fake model
 * measured for that submit's company; CPU from /proc/<pid>/stat of `processes` over the measured part.
 */
export async function driveSubmits(
  apiUrl: string,
  model: TimedFakeModel,
  scenario: Scenario,
  processes: Record<string, number>,
  pathName: string,
): Promise<LoadFigures> {
  model.setLatency(scenario.writerMs);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const figures: LoadFigures = {
    path: pathName,
    writerMs: scenario.writerMs,
    roundTrips: [],
    writer: [],
    overheads: [],
    errors: 0,
    seconds: 0,
    cpu: {},
    busy: {},
    window: { startUs: Number.NaN, endUs: Number.NaN },
  };
  const total = scenario.warmup + scenario.measured;
  let issued = 0;
  let cpuBefore: Record<string, number> | undefined;
  let measuredFrom = 0;
  const cpuNow = () => ({
    ...Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, processCpuMs(pid)])),
    'bench (client, fake model)': (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });

  const loop = async (index: number) => {
    await new Promise((resolve) => setTimeout(resolve, (index * scenario.writerMs) / concurrency));
    while (issued < total) {
      const sequence = issued;
      issued += 1;
      if (sequence === scenario.warmup) {
        cpuBefore = cpuNow();
        measuredFrom = performance.now();
        figures.window.startUs = monotonicUs();
      }
      const body = buildSubmitRequest();
      model.expect(body.companyInfo.companyName);
      const result = await postSubmit(agent, apiUrl, body, 240_000);
      if (sequence < scenario.warmup) continue;
      const writerMs = model.writerMs.get(body.companyInfo.companyName);
      if (result.status !== 200 || writerMs === undefined) {
        figures.errors += 1;
        if (figures.errors <= 3) console.log(`error: status ${result.status} ${result.body.slice(0, 200)}`);
        continue;
      }
      figures.roundTrips.push(result.ms);
      figures.writer.push(writerMs);
      figures.overheads.push(result.ms - writerMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => loop(index)));
  agent.destroy();
  const cpuAfter = cpuNow();
  figures.window.endUs = monotonicUs();
  figures.seconds = (performance.now() - measuredFrom) / 1000;
  for (const [name, after] of Object.entries(cpuAfter)) {
    const used = after - (cpuBefore?.[name] ?? Number.NaN);
    figures.cpu[name] = used / scenario.measured;
    figures.busy[name] = used / figures.seconds / 10;
  }
  return figures;
}
