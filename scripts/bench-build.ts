/**
 * `npm run bench:build`: wall time and peak memory of a cold production build (no
 * caches: .docusaurus, .generated, node_modules/.cache and build/ removed) and of a warm one (caches
 * kept), plus the number of pages built. Peak memory is the maximum resident set of the
 * build's process tree, as GNU time or /proc reports it.
 */
import {rmSync} from 'node:fs';
import path from 'node:path';
import {timedBuild} from './lib/timedBuild';
import {htmlFiles} from './postbuild';

const root = path.resolve(__dirname, '..');

/** The pages built: HTML files but the 404 page and the redirect pages of moved addresses. */
function pageCount(): number {
  return htmlFiles(path.join(root, 'build')).filter((f) => f !== '404.html').length;
}

async function main(): Promise<void> {
  for (const dir of ['.docusaurus', '.generated', 'node_modules/.cache', 'build']) {
    rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const cold = await timedBuild();
  const warm = await timedBuild();
  const pages = pageCount();
  console.log(`pages built: ${pages}`);
  console.log(`cold build: ${cold.seconds.toFixed(1)} s, peak ${cold.peakMiB.toFixed(0)} MiB`);
  console.log(`warm build: ${warm.seconds.toFixed(1)} s, peak ${warm.peakMiB.toFixed(0)} MiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
