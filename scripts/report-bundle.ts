/**
 * `npm run report:bundle`: what the JavaScript of each benchmark page's first load is made
 * of. Builds the site into a temporary folder with plugins/bundle-report on, which writes
 * webpack-bundle-analyzer's treemap and data to reports/bundle/ (treemap.html: open it in a
 * browser), then sums, for the home, a long doc, a GraphQL reference and the search page,
 * the scripts each page's HTML lists, by where their code comes from (React, the router,
 * Docusaurus's client, the theme, the site's own theme and patches, the route table, the
 * page's content…), and writes the tables to reports/bundle.md, which is committed so a
 * change in what pages load shows in review. Module sizes are minified bytes before
 * compression (the analyzer's `parsed`), since gzip is only meaningful per file; each
 * page's gzip total is exact.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {BENCH_PAGES} from './lib/benchPages';
import {ROOT} from './lib/manifest';
import {BUNDLE_REPORT_ENV} from '../plugins/bundle-report';
import {pageScripts} from '../tests/support/site';

const REPORT_DIR = path.join(ROOT, 'reports/bundle');
const SUMMARY = path.join(ROOT, 'reports/bundle.md');

interface AnalyzerNode {
  label: string;
  path?: string;
  parsedSize?: number;
  groups?: AnalyzerNode[];
}

/** Where a module's code comes from, by its path in the bundle. */
export function origin(modulePath: string): string {
  const p = modulePath.replace(/^\.\//, '').replace(/ \+ \d+ modules$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(p);
  if (pkg) {
    const name = pkg[1];
    if (name === 'react-dom' || name === 'react' || name === 'scheduler') return 'React (react, react-dom, scheduler)';
    if (/^(react-router|react-router-dom|react-router-config|history|path-to-regexp)$/.test(name))
      return 'react-router';
    if (name === '@docusaurus/core') return 'Docusaurus client (@docusaurus/core)';
    if (name.startsWith('@docusaurus/theme-classic')) return '@docusaurus/theme-classic';
    if (name.startsWith('@docusaurus/theme-common')) return '@docusaurus/theme-common';
    if (name.startsWith('@docusaurus/plugin-content-docs')) return '@docusaurus/plugin-content-docs (client)';
    if (name.startsWith('@docusaurus/')) return `${name}`;
    if (
      name === 'react-helmet-async' ||
      name === 'react-fast-compare' ||
      name === 'invariant' ||
      name === 'shallowequal'
    )
      return 'react-helmet-async';
    return `other packages (${name})`;
  }
  if (/^assets\/js\/runtime~main\./.test(p)) return 'bundler runtime and chunk map (runtime~main)';
  if (p.startsWith('config/')) return 'site settings (config/)';
  if (p.startsWith('.docusaurus/')) {
    if (/registry|routes|routesChunkNames/.test(p)) return 'route table and chunk registry (generated)';
    return 'site config and data (generated)';
  }
  if (p.startsWith('docs/') || p.startsWith('.generated/')) return "page content (the page's MDX)";
  if (p.startsWith('src/theme/')) return 'site theme (src/theme)';
  if (p.startsWith('src/')) return 'site components (src/components, src/clientModules)';
  if (p.startsWith('plugins/patches/')) return 'site patches (plugins/patches)';
  if (p.startsWith('plugins/')) return 'site plugins (plugins/)';
  return 'other';
}

function leaves(node: AnalyzerNode, out: {path: string; size: number}[] = []): {path: string; size: number}[] {
  if (node.groups?.length) for (const child of node.groups) leaves(child, out);
  else out.push({path: node.path ?? node.label, size: node.parsedSize ?? 0});
  return out;
}

const kb = (n: number) => (n / 1024).toFixed(1);

function pageTable(name: string, pagePath: string, buildDir: string, chunks: AnalyzerNode[]): string {
  const file = path.join(buildDir, pagePath === '/' ? 'index.html' : `${pagePath.split('?')[0]}.html`);
  const scripts = pageScripts(readFileSync(file, 'utf8')).map((s) => s.replace(/^\//, ''));
  const byGroup = new Map<string, number>();
  let gzip = 0;
  let parsed = 0;
  for (const script of scripts) {
    gzip += gzipSync(readFileSync(path.join(buildDir, script)), {level: 9}).length;
    const chunk = chunks.find((c) => c.label === script);
    if (!chunk) throw new Error(`${script} (listed by ${file}) is not in the analyzer's data`);
    for (const leaf of leaves(chunk)) {
      byGroup.set(origin(leaf.path), (byGroup.get(origin(leaf.path)) ?? 0) + leaf.size);
      parsed += leaf.size;
    }
  }
  const rows = [...byGroup].sort((a, b) => b[1] - a[1]);
  return [
    `### ${name}: \`${pagePath}\``,
    '',
    `${scripts.length} scripts, ${kb(parsed)} KB minified, **${kb(gzip)} KB gzip** (level 9, as bench:bytes counts).`,
    '',
    '| code from | KB minified | share |',
    '| --- | ---: | ---: |',
    ...rows.map(([group, size]) => `| ${group} | ${kb(size)} | ${((size / parsed) * 100).toFixed(1)} % |`),
    '',
  ].join('\n');
}

function main(): void {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bundle-report-'));
  try {
    mkdirSync(REPORT_DIR, {recursive: true});
    console.log('Building the site with the bundle report on (a minute or two)...');
    const build = spawnSync(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', outDir], {
      cwd: ROOT,
      env: {...process.env, [BUNDLE_REPORT_ENV]: REPORT_DIR},
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`docusaurus build exited with ${build.status ?? build.signal}`);
    const chunks = JSON.parse(readFileSync(path.join(REPORT_DIR, 'chunks.json'), 'utf8')) as AnalyzerNode[];
    const tables = BENCH_PAGES.map((p) => pageTable(p.name, p.path, outDir, chunks));
    writeFileSync(
      SUMMARY,
      [
        '# What the pages load first',
        '',
        'Written by `npm run report:bundle` (scripts/report-bundle.ts); the treemap of every chunk is',
        '`reports/bundle/treemap.html`. Each table sums the scripts a page’s HTML lists (its first',
        'load, before any prefetch) by where their code comes from.',
        '',
        ...tables,
      ].join('\n'),
    );
    console.log(`Wrote ${path.relative(ROOT, SUMMARY)} and ${path.relative(ROOT, REPORT_DIR)}/treemap.html`);
  } finally {
    rmSync(outDir, {recursive: true, force: true});
  }
}

if (require.main === module) main();
