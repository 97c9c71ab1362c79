/**
 * The generated API references: the GraphQL reference (pages, from the SDK's schema) and
 * the JSON-RPC method data behind /sui-api-ref (from the SDK's client and types). Both are
 * build output under .generated/ (git-ignored), made before Docusaurus reads its content:
 * docusaurus.config.ts awaits `prepareApiReferences` while it creates the config, so
 * `build`, `start` and every other command find them in place.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {remarkHighlightCode} from '../highlight-code';
import type {DocsPluginModule} from '../patches';
import {generateGraphQLReference, GRAPHQL_REFERENCE_DIR, GRAPHQL_REFERENCE_ROUTE} from './graphql';
import {packageDir} from './packages';

export {graphqlMarkdownOptions, GRAPHQL_REFERENCE_DIR, GRAPHQL_REFERENCE_ROUTE} from './graphql';

/** The JSON-RPC data file, imported by src/components/JsonRpcReference. */
export const JSON_RPC_DATA = '.generated/json-rpc.json';

export async function prepareApiReferences(siteDir: string, {graphql = true} = {}): Promise<void> {
  const started = performance.now();
  // The JSON-RPC reader runs in a worker thread while the GraphQL pages are generated here:
  // both are a second or more of CPU, and nothing else runs while the config loads.
  const jsonRpcWritten = writeJsonRpcData(siteDir);
  // Awaited below; an error stops the build there, not here as an unhandled rejection.
  jsonRpcWritten.catch(() => {});
  const {generated} = graphql ? await generateGraphQLReference(siteDir) : {generated: false};
  const jsonRpc = await jsonRpcWritten;
  if (generated || jsonRpc) {
    console.log(`[sui-api-reference] references generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * Reads the SDK only when it (or this generator) changed since the last run; the reader,
 * which loads TypeScript's compiler (~250 ms), only then too.
 */
async function writeJsonRpcData(siteDir: string): Promise<boolean> {
  const data = path.join(siteDir, JSON_RPC_DATA);
  const stampFile = `${data}.stamp`;
  const sdk = packageDir('@mysten/sui');
  const hash = createHash('sha256');
  for (const file of [
    'package.json',
    'dist/jsonRpc/client.mjs',
    'dist/jsonRpc/client.d.mts',
    'dist/jsonRpc/types/params.d.mts',
  ]) {
    hash.update(readFileSync(path.join(sdk, file)));
  }
  for (const file of [
    'jsonRpc.ts',
    'jsonRpcData.ts',
    'jsonRpcExamples.ts',
    '../highlight-code/tokenize.ts',
    '../highlight-code/tokens.ts',
    '../highlight-code/move.ts',
  ]) {
    hash.update(readFileSync(path.join(__dirname, file)));
  }
  const stamp = hash.digest('hex');
  if (existsSync(data) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return false;
  mkdirSync(path.dirname(data), {recursive: true});
  writeFileSync(data, await readJsonRpcDataInWorker());
  writeFileSync(stampFile, stamp);
  return true;
}

/**
 * The data file's text (./jsonRpcData.ts) from a worker thread, which loads the TypeScript
 * with tsx (as the search index's worker does: plugins/local-search); without tsx, from here.
 */
async function readJsonRpcDataInWorker(): Promise<string> {
  const module = path.join(__dirname, 'jsonRpcData.ts');
  let tsx: string;
  try {
    tsx = require.resolve('tsx/cjs/api');
  } catch {
    const {jsonRpcDataText} = await import('./jsonRpcData');
    return jsonRpcDataText();
  }
  const code = `
const {parentPort, workerData} = require('node:worker_threads');
require(workerData.tsx).register();
parentPort.postMessage(require(workerData.module).jsonRpcDataText());
`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(code, {eval: true, workerData: {tsx, module}});
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the JSON-RPC reader's worker exited with ${code}`));
    });
  });
}

/** The docs plugin instance that serves the GraphQL reference, with its own sidebar. */
export function graphqlReferenceDocs(
  siteDir: string,
  docsPlugin: DocsPluginModule,
  rehypePlugins: ReadonlyArray<unknown> = [],
): [DocsPluginModule, Record<string, unknown>] {
  return [
    // The site's docs plugin (stock, or with lighter route and global data: patch lean-docs).
    docsPlugin,
    {
      id: 'graphql-reference',
      path: path.join(siteDir, GRAPHQL_REFERENCE_DIR),
      routeBasePath: GRAPHQL_REFERENCE_ROUTE.slice(1),
      sidebarPath: path.join(__dirname, 'sidebars.ts'),
      // Generated files (git-ignored): no "Edit this page" link and no "Last updated" date.
      editUrl: undefined,
      showLastUpdateTime: false,
      breadcrumbs: true,
      remarkPlugins: [remarkHighlightCode],
      // The framework patches' (plugins/patches: first-screen).
      rehypePlugins: [...rehypePlugins],
    },
  ];
}
