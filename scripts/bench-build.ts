/**
 * `npm run bench:build`: wall time and peak memory of a cold production build (no
 * caches: .docusaurus, .generated, node_modules/.cache and build/ removed) and of a warm one (caches
 * kept), plus the number of pages built. Peak memory is the maximum resident set of the
 * build's process tree, as GNU time or /proc reports it.
 */
import {spawn} from 'node:child_process';
import {readFileSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');

/** Sum of the resident memory (kB) of a process and all its descendants, from /proc. */
function treeRssKb(pid: number): number {
  let total = 0;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return total;
}

function build(): Promise<{seconds: number; peakMiB: number}> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(docusaurus, ['build'], {cwd: root, stdio: ['ignore', 'ignore', 'inherit']});
    let peakKb = 0;
    const timer = setInterval(() => {
      if (child.pid) peakKb = Math.max(peakKb, treeRssKb(child.pid));
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      if (code !== 0) return reject(new Error(`docusaurus build exited with ${code}`));
      resolve({seconds: Number(process.hrtime.bigint() - start) / 1e9, peakMiB: peakKb / 1024});
    });
  });
}

function pageCount(): number {
  return readdirSync(path.join(root, 'build'), {recursive: true, encoding: 'utf8'}).filter(
    (f) => f.endsWith('.html') && f !== '404.html',
  ).length;
}

async function main(): Promise<void> {
  for (const dir of ['.docusaurus', '.generated', 'node_modules/.cache', 'build']) {
    rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const cold = await build();
  const warm = await build();
  const pages = pageCount();
  console.log(`pages built: ${pages}`);
  console.log(`cold build: ${cold.seconds.toFixed(1)} s, peak ${cold.peakMiB.toFixed(0)} MiB`);
  console.log(`warm build: ${warm.seconds.toFixed(1)} s, peak ${warm.peakMiB.toFixed(0)} MiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
