/**
 * `docusaurus build` with its wall time and peak memory, for the build benchmarks
 * (bench:build, bench:patches). Peak memory is the maximum resident memory of the build's
 * process tree (see treeResidentKb), sampled from /proc every 100 ms; CPU time is that
 * tree's user and system time at the last sample (less affected than wall time by other
 * work on the machine).
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from './manifest';

const DOCUSAURUS = path.join(ROOT, 'node_modules/.bin/docusaurus');

/** Clock ticks per second of /proc/<pid>/stat times (Linux: USER_HZ, 100). */
const TICKS_PER_SECOND = 100;

const statusKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/** A process's proportional share of resident memory (kB), each page shared with others split among them. */
const proportionalKb = (pid: number) =>
  Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);

// Processes this large are counted by their proportional share when two are alive at once.
const LARGE_KB = 200 * 1024;

/**
 * The tree's resident memory (kB). Summing each process's resident size counts a page
 * shared by two processes twice: a short `cat /proc/cpuinfo` that the SSG worker pool forks
 * from the 1.5 GB build process added ~800 MiB it never used to the peak. So when two large
 * processes are alive, they count by their proportional share (smaps_rollup, ~25 ms to
 * read for a 1 GB process, hence not at every sample).
 */
function treeResidentKb(pids: number[]): number {
  const rss = pids.map((p) => {
    try {
      return statusKb(p);
    } catch {
      return 0;
    }
  });
  if (rss.filter((kb) => kb > LARGE_KB).length < 2) return rss.reduce((a, b) => a + b, 0);
  return pids.reduce((sum, p, i) => {
    if (rss[i]! <= LARGE_KB) return sum + rss[i]!;
    try {
      return sum + proportionalKb(p);
    } catch {
      return sum + rss[i]!;
    }
  }, 0);
}

/**
 * Resident memory (kB) and CPU time (ticks: user and system, its threads' and its reaped
 * children's included) of a process and all its descendants, from /proc.
 */
function sampleTree(pid: number): {rssKb: number; cpuTicks: number} {
  let cpuTicks = 0;
  const children = new Map<number, number[]>();
  const stats = new Map<number, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state, ppid, … utime (12th), stime, cutime, cstime.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      stats.set(Number(entry), fields);
    } catch {
      // the process ended while we looked
    }
  }
  const tree: number[] = [];
  const visit = (p: number) => {
    if (!stats.has(p)) return;
    tree.push(p);
    const fields = stats.get(p);
    if (fields) cpuTicks += [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i] ?? 0), 0);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return {rssKb: treeResidentKb(tree), cpuTicks};
}

export interface TimedBuildOptions {
  /** Arguments after `docusaurus build` (e.g. `--out-dir`). */
  args?: string[];
  env?: NodeJS.ProcessEnv;
  /** Aborting it stops the build (SIGTERM) and rejects. */
  signal?: AbortSignal;
}

export interface TimedBuild {
  /** Wall time. */
  seconds: number;
  cpuSeconds: number;
  peakMiB: number;
}

/** Runs `docusaurus build` in the site's folder (or `cwd`); its stdout is dropped, its stderr shown. */
export function timedBuild({args = [], ...options}: TimedBuildOptions & {cwd?: string} = {}): Promise<TimedBuild> {
  return timedCommand(DOCUSAURUS, ['build', ...args], options);
}

/** Runs a command with the same measures as timedBuild; its stdout is dropped, its stderr shown. */
export function timedCommand(
  file: string,
  args: string[],
  {env = process.env, signal, cwd = ROOT}: Omit<TimedBuildOptions, 'args'> & {cwd?: string} = {},
): Promise<TimedBuild> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(file, args, {
      cwd,
      env,
      signal,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let peakKb = 0;
    let cpuTicks = 0;
    const timer = setInterval(() => {
      if (!child.pid) return;
      const sample = sampleTree(child.pid);
      peakKb = Math.max(peakKb, sample.rssKb);
      // The tree shrinks as it ends: keep the largest total seen.
      cpuTicks = Math.max(cpuTicks, sample.cpuTicks);
    }, 100);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code, sig) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`${path.basename(file)} ${args.join(' ')} exited with ${code ?? sig}`));
      resolve({
        seconds: Number(process.hrtime.bigint() - start) / 1e9,
        cpuSeconds: cpuTicks / TICKS_PER_SECOND,
        peakMiB: peakKb / 1024,
      });
    });
  });
}
