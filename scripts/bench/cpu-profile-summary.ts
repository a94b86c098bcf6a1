/**
 * Summarises a V8 `.cpuprofile` (as written by `node --cpu-prof`): self time by function and by
 * area (npm package, Node internals, project directory), idle time left out, optionally only the
 * samples inside a time window given on the profile's clock (process.hrtime in µs).
 *
 *   node --import tsx scripts/bench/cpu-profile-summary.ts <file.cpuprofile> [startUs endUs]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTable } from './bench-support';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Non-idle CPU ms in the window. */
  busyMs: number;
  idleMs: number;
  functions: { name: string; ms: number; share: number }[];
  areas: { name: string; ms: number; share: number }[];
  /** Self time by owner: Node's and V8's own frames charged to the package or project code that called them. */
  owners: { name: string; ms: number; share: number }[];
  /**
   * Total (inclusive) time of the project's own functions (api/, worker/, shared/, scripts/): the
   * samples with that function anywhere on the stack, each counted once. Async functions show only
   * their synchronous stretches, which is where their CPU goes.
   */
  projectTotals: { name: string; ms: number; share: number }[];
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Where a frame's code lives: an npm package, Node's internals, a project directory, or V8 itself. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = file.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const relative = path.relative(repoRoot, file);
  if (relative.startsWith('..')) return file;
  const parts = relative.split(path.sep);
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || relative;
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = file.lastIndexOf('node_modules/');
  const short =
    modules >= 0
      ? file.slice(modules + 'node_modules/'.length)
      : url.startsWith('node:')
        ? url
        : path.relative(repoRoot, file);
  return `${name} ${short}:${lineNumber + 1}`;
}

export function summariseCpuProfile(
  file: string,
  window?: { startUs: number; endUs: number },
  top = 20,
): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const isProject = (node: ProfileNode) =>
    node.callFrame.url.startsWith('file://') &&
    !node.callFrame.url.includes('/node_modules/') &&
    /^(api|worker|shared|scripts)\//.test(path.relative(repoRoot, fileURLToPath(node.callFrame.url)));
  const projectTotals = new Map<string, number>();
  const owners = new Map<string, number>();
  const internal = new Set(['node internals', '(native)', '(program)']);
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let busyUs = 0;
  let idleUs = 0;
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    // A sample stands for the time until the next one.
    const next = at + (profile.timeDeltas[index + 1] ?? 0);
    const duration = next - at;
    if (window && (at < window.startUs || at > window.endUs)) continue;
    const node = byId.get(profile.samples[index]!)!;
    if (node.callFrame.functionName === '(idle)') {
      idleUs += duration;
      continue;
    }
    busyUs += duration;
    const name = frameName(node);
    functions.set(name, (functions.get(name) ?? 0) + duration);
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + duration);
    let owner = area;
    for (let frame = byId.get(parentOf.get(node.id) ?? -1); internal.has(owner) && frame;) {
      owner = areaOf(frame.callFrame.url, frame.callFrame.functionName);
      frame = byId.get(parentOf.get(frame.id) ?? -1);
    }
    // Nothing but Node's frames up to the root: an I/O or timer callback of the event loop itself.
    if (internal.has(owner) || owner === '(root)') owner = '(event loop: I/O and timer callbacks)';
    owners.set(owner, (owners.get(owner) ?? 0) + duration);
    const onStack = new Set<string>();
    for (let frame: ProfileNode | undefined = node; frame; frame = byId.get(parentOf.get(frame.id) ?? -1)) {
      if (isProject(frame) && frame.callFrame.functionName) onStack.add(frameName(frame));
    }
    for (const name of onStack) projectTotals.set(name, (projectTotals.get(name) ?? 0) + duration);
  }
  const rank = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, ms: us / 1000, share: busyUs > 0 ? (100 * us) / busyUs : 0 }));
  return {
    busyMs: busyUs / 1000,
    idleMs: idleUs / 1000,
    functions: rank(functions),
    areas: rank(areas),
    owners: rank(owners),
    projectTotals: rank(projectTotals),
  };
}

export function printProfileSummary(title: string, summary: ProfileSummary, submits?: number): void {
  const perSubmit = submits ? `, ${(summary.busyMs / submits).toFixed(2)} ms per submit` : '';
  console.log(
    `\n### ${title}: ${summary.busyMs.toFixed(0)} ms on the CPU, ${summary.idleMs.toFixed(0)} ms idle${perSubmit}`,
  );
  const table = (heading: string, entries: ProfileSummary['areas']) => {
    console.log('');
    printTable(
      [heading, 'ms', '%', ...(submits ? ['ms/submit'] : [])],
      entries.map((entry) => [
        entry.name,
        entry.ms.toFixed(0),
        entry.share.toFixed(1),
        ...(submits ? [(entry.ms / submits).toFixed(2)] : []),
      ]),
    );
  };
  table('self time by area', summary.areas);
  table('self time by owner (Node internals charged to their caller)', summary.owners);
  table('self time by function', summary.functions);
  table('total time of named project functions (callees included)', summary.projectTotals);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, start, end] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [startUs endUs]');
  const window = start && end ? { startUs: Number(start), endUs: Number(end) } : undefined;
  printProfileSummary(path.basename(file), summariseCpuProfile(file, window, 25));
}
