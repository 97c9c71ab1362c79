/**
 * Builds two tiny sites with the site's link rules (config/buildRules.ts) and checks
 * that a broken link fails the build with a message naming the page and the target.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {ROOT} from '../../scripts/lib/manifest';

const SITES = path.join(ROOT, 'node_modules/.cache/link-rule-sites');

function buildSite(name: string, docs: Record<string, string>): {status: number | null; output: string} {
  const dir = path.join(SITES, name);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    `import {linkRules, markdownLinkRules} from ${JSON.stringify(path.join(ROOT, 'config/buildRules'))};
export default {
  title: 'Link rules', url: 'https://example.com', baseUrl: '/',
  future: {v4: true, faster: true},
  ...linkRules,
  markdown: {...markdownLinkRules},
  presets: [['classic', {docs: {routeBasePath: '/', sidebarPath: false}, blog: false, pages: false}]],
};
`,
  );
  for (const [file, body] of Object.entries(docs)) writeFileSync(path.join(dir, 'docs', file), body);
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/docusaurus'), ['build', dir], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
  });
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

test('a Markdown link to a missing file fails the build, naming the file and the target', () => {
  const {status, output} = buildSite('broken-markdown-link', {
    'index.mdx': page('Home', 'Read [the object model](./object-model.mdx) first.'),
  });
  assert.notEqual(status, 0, 'the build must fail');
  assert.match(output, /docs\/index\.mdx/);
  assert.match(output, /\.\/object-model\.mdx/);
});

test('a link to a missing page fails the build, naming the page and the target', () => {
  const {status, output} = buildSite('broken-link', {
    'index.mdx': page('Home', 'See the [glossary](/sui-glossary).'),
  });
  assert.notEqual(status, 0, 'the build must fail');
  assert.match(output, /Broken link on source page path = \//);
  assert.match(output, /\/sui-glossary/);
});

test('the same site with its links fixed builds', () => {
  const {status, output} = buildSite('good-links', {
    'index.mdx': page('Home', 'Read [the object model](./object-model.mdx) and the [glossary](/sui-glossary).'),
    'object-model.mdx': page('Object model', 'Objects.'),
    'sui-glossary.mdx': page('Glossary', 'Terms.'),
  });
  assert.equal(status, 0, output);
});
