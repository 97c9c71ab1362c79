import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {ROOT, docRoutePath, docSidebar, readDocSources, readManifest} from '../../scripts/lib/manifest';

const manifest = readManifest();
const docs = readDocSources();
const published = docs.filter((d) => d.frontMatter.draft !== true);
const drafts = docs.filter((d) => d.frontMatter.draft === true);

test('every manifest route has a source file, and no path is listed twice', () => {
  const seen = new Set<string>();
  for (const route of manifest.routes) {
    assert.ok(existsSync(path.join(ROOT, route.file)), `${route.path}: ${route.file} does not exist`);
    assert.ok(!seen.has(route.path), `${route.path} is listed twice`);
    seen.add(route.path);
  }
});

test('every published page under docs/ is in the manifest at the URL its file and slug give', () => {
  const byFile = new Map(manifest.routes.map((r) => [r.file, r]));
  for (const doc of published) {
    const route = byFile.get(doc.file);
    assert.ok(route, `${doc.file} is not in routes.json: add it (or mark the page draft: true)`);
    assert.equal(route.path, docRoutePath(doc), `${doc.file}: routes.json says ${route.path}`);
    assert.equal(route.sidebar, docSidebar(doc), `${doc.file}: routes.json says sidebar ${route.sidebar}`);
  }
  const docFiles = new Set(published.map((d) => d.file));
  for (const route of manifest.routes.filter((r) => r.file.startsWith('docs/'))) {
    assert.ok(docFiles.has(route.file), `${route.file} is in routes.json but is a draft or not a doc`);
  }
});

test('draft pages are listed as drafts, and only they', () => {
  assert.deepEqual(
    drafts.map((d) => ({path: docRoutePath(d), file: d.file})),
    manifest.drafts,
  );
});

test('every page has a title and a description of at most 160 characters', () => {
  for (const doc of docs) {
    const {title, description} = doc.frontMatter;
    assert.ok(typeof title === 'string' && title.trim(), `${doc.file}: front matter has no title`);
    assert.ok(typeof description === 'string' && description.trim(), `${doc.file}: front matter has no description`);
    assert.ok(description.length <= 160, `${doc.file}: description is ${description.length} characters (max 160)`);
  }
});

test('pages with no sidebar are stand-alone: snippets, top-level pages and the spec list', () => {
  for (const route of manifest.routes.filter((r) => r.path.startsWith('/snippets/'))) {
    assert.equal(route.sidebar, null, `${route.path} must show no sidebar`);
  }
});
