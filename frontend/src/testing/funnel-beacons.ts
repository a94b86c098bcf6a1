import { vi } from 'vitest';

/** jsdom's Blob has no text(): read it the older way. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** The body of every beacon sent so far (setup-tests.ts stubs navigator.sendBeacon), with its URL. */
export async function sentBeacons(): Promise<{ url: string; body: unknown }[]> {
  const calls = vi.mocked(navigator.sendBeacon).mock.calls;
  return Promise.all(
    calls.map(async ([url, body]) => ({
      url: String(url),
      body: JSON.parse(await readBlob(body as Blob)) as unknown,
    })),
  );
}

/** The funnel steps reported so far, in order. */
export async function sentFunnelSteps(): Promise<string[]> {
  return (await sentBeacons())
    .filter((beacon) => beacon.url === '/api/funnel')
    .map((beacon) => (beacon.body as { step: string }).step);
}
