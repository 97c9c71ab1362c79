/**
 * `npm run bench:start`: how long a writer waits after `npm start` until the first page
 * is served, with the generated GraphQL reference (the default) and without it
 * (SUI_DOCS_API_REFERENCES=off). Each run starts from an empty .docusaurus folder and
 * generated references already in place, as on a writer's second start of the day.
 */
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';
import {freePort} from '../tests/support/net';

const root = path.resolve(__dirname, '..');
const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');

async function timeToFirstPage(references: 'on' | 'off'): Promise<number> {
  rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
  const port = await freePort();
  const started = performance.now();
  const child = spawn(docusaurus, ['start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: {...process.env, SUI_DOCS_API_REFERENCES: references, BROWSER: 'none'},
  });
  try {
    for (;;) {
      if (performance.now() - started > 600_000)
        throw new Error('the dev server did not serve a page within 10 minutes');
      const ok = await fetch(`http://127.0.0.1:${port}/concepts`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return (performance.now() - started) / 1000;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }
}

async function main(): Promise<void> {
  // One start to generate the references and warm the disk cache; not counted.
  await timeToFirstPage('on');
  const on = await timeToFirstPage('on');
  const off = await timeToFirstPage('off');
  console.log(
    `npm start, first page served: ${on.toFixed(1)} s with the GraphQL reference, ${off.toFixed(1)} s with SUI_DOCS_API_REFERENCES=off`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
