/**
 * The maintainer files against the repository they describe: every `npm run <script>` that
 * README.md, CONTRIBUTING.md, DEPLOY.md and ARCHITECTURE.md name is a script of package.json,
 * every environment variable they name is read by the code, every repository path they name
 * exists, and every relative link between them resolves, anchors included (GitHub's heading
 * slugs). Also: the README stays short, and the licence files say what they must.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const FILES = ['README.md', 'CONTRIBUTING.md', 'DEPLOY.md', 'ARCHITECTURE.md'];
const README_MAX_BYTES = 8 * 1024;

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Doc {
  file: string;
  /** The text with fenced code blocks blanked out (line numbers kept). */
  prose: string;
  /** The contents of fenced code blocks. */
  fenced: string[];
  /** The contents of inline code spans outside fenced blocks. */
  spans: string[];
  /** The prose with its code spans blanked out: where links live. */
  text: string;
}

function parse(file: string): Doc {
  const lines = read(file).split('\n');
  const fenced: string[] = [];
  let fence: {char: string; size: number; body: string[]} | null = null;
  const proseLines = lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (
        marker &&
        marker[1][0] === fence.char &&
        marker[1].length >= fence.size &&
        !line.trim().slice(marker[1].length).trim()
      ) {
        fenced.push(fence.body.join('\n'));
        fence = null;
      } else {
        fence.body.push(line);
      }
      return '';
    }
    if (marker) {
      fence = {char: marker[1][0], size: marker[1].length, body: []};
      return '';
    }
    return line;
  });
  const prose = proseLines.join('\n');
  return {file, prose, fenced, ...codeSpans(prose)};
}

/** CommonMark code spans: a run of n backticks up to the next run of exactly n. */
function codeSpans(prose: string): {spans: string[]; text: string} {
  const runs = [...prose.matchAll(/`+/g)].map((m) => ({at: m.index, size: m[0].length}));
  const spans: string[] = [];
  let text = '';
  let from = 0;
  for (let i = 0; i < runs.length; i++) {
    const close = runs.findIndex((r, j) => j > i && r.size === runs[i].size);
    if (close < 0) continue;
    const end = runs[close].at + runs[close].size;
    spans.push(
      prose
        .slice(runs[i].at + runs[i].size, runs[close].at)
        .replace(/\n/g, ' ')
        .trim(),
    );
    text += prose.slice(from, runs[i].at);
    from = end;
    i = close;
  }
  return {spans, text: text + prose.slice(from)};
}

const DOCS = FILES.map(parse);

test('every npm script the maintainer files name exists in package.json', () => {
  const scripts = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts;
  const missing: string[] = [];
  for (const doc of DOCS) {
    const text = [doc.prose, ...doc.fenced].join('\n');
    const named = [
      ...[...text.matchAll(/\bnpm run(?:\s+--?[a-z][\w-]*)*\s+([a-z][\w:.-]*)/g)].map((m) => m[1].replace(/\.+$/, '')),
      ...[...text.matchAll(/\bnpm (start|test)\b/g)].map((m) => m[1]),
    ];
    assert.ok(named.length > 0 || doc.file === 'README.md', `${doc.file}: no npm script found; is the pattern broken?`);
    for (const name of named) if (!(name in scripts)) missing.push(`${doc.file}: npm run ${name}`);
  }
  assert.deepEqual(missing, [], `scripts named but not in package.json:\n${missing.join('\n')}`);
});

/** Source files whose text counts as "the code" for environment variables. */
function codeFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.(ts|tsx|js|cjs|mjs)$/.test(f) && !f.split(path.sep).includes('node_modules'))
    .map((f) => path.join(dir, f));
}

test('every environment variable the maintainer files name is read by the code', () => {
  const self = path.relative(ROOT, __filename);
  const code = [
    ...['config', 'plugins', 'scripts', 'src', 'tests', 'examples'].flatMap(codeFiles),
    ...readdirSync(ROOT).filter((f) => /\.(ts|mjs|cjs|js)$/.test(f)),
  ]
    .filter((f) => f !== self)
    .map(read)
    .join('\n');
  const deploy = ['.ci/run', ...readdirSync(path.join(ROOT, 'deploy')).map((f) => `deploy/${f}`)].map(read).join('\n');
  const isRead = (name: string) =>
    new RegExp(`\\benv\\.${name}\\b|\\benv\\[\\s*['"]${name}['"]\\s*\\]|['"\`]${name}['"\`]`).test(code) ||
    new RegExp(`\\b${name}\\b`).test(deploy);
  // A constant of the code (`const MAX_QUERY_LENGTH = …`) is not an environment variable.
  const isConstant = (name: string) => new RegExp(`\\bconst ${name}\\b`).test(code);

  const unread: string[] = [];
  let seen = 0;
  for (const doc of DOCS) {
    for (const text of [...doc.spans, ...doc.fenced]) {
      for (const [, name] of text.matchAll(/(?<![\w$./-])([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)(?![\w(])/g)) {
        seen++;
        if (!isRead(name) && !isConstant(name)) unread.push(`${doc.file}: ${name}`);
      }
    }
  }
  assert.ok(seen > 10, `only ${seen} environment variables found; is the pattern broken?`);
  assert.deepEqual([...new Set(unread)], [], `variables named but read nowhere in the code:\n${unread.join('\n')}`);
});

/** Top-level names that are build output or caches (.gitignore): paths under them need not exist. */
function ignoredRoots(): Set<string> {
  return new Set(
    read('.gitignore')
      .split('\n')
      .map((l) => l.trim().replace(/^\//, '').replace(/\/$/, ''))
      .filter((l) => l && !l.startsWith('#') && !/[*?[]/.test(l)),
  );
}

test('every repository path the maintainer files name exists', () => {
  const ignored = ignoredRoots();
  const top = new Set(readdirSync(ROOT).filter((f) => f !== '.git' && !ignored.has(f)));
  const missing: string[] = [];
  let checked = 0;
  for (const doc of DOCS) {
    for (const span of doc.spans) {
      // A path: no spaces, placeholders or globs, and its first folder is one of the repository's.
      if (!span.includes('/') || /[\s*…<>{}=:'"`]/.test(span)) continue;
      const first = span.split('/')[0];
      if (!top.has(first)) continue;
      checked++;
      if (!existsSync(path.join(ROOT, span))) missing.push(`${doc.file}: ${span}`);
    }
  }
  assert.ok(checked > 50, `only ${checked} paths found; is the pattern broken?`);
  assert.deepEqual([...new Set(missing)], [], `paths named but missing:\n${missing.join('\n')}`);
});

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(doc: Doc): Set<string> {
  const out = new Set<string>();
  const counts = new Map<string, number>();
  for (const [, heading] of doc.prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

test('every relative link in the maintainer files resolves, anchors included', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const doc of DOCS) {
    for (const [, target] of doc.text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      checked++;
      const [file, anchor] = target.split('#');
      const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc.file), file)) : doc.file;
      if (!existsSync(path.join(ROOT, resolved))) {
        broken.push(`${doc.file}: ${target} (no ${resolved})`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !anchors(parse(resolved)).has(anchor))
        broken.push(`${doc.file}: ${target} (no heading with that anchor in ${resolved})`);
    }
  }
  assert.ok(checked > 20, `only ${checked} links found; is the pattern broken?`);
  assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
});

test('the maintainer files link one another', () => {
  for (const doc of DOCS)
    for (const other of FILES.filter((f) => f !== doc.file && f !== 'README.md'))
      assert.ok(doc.prose.includes(`](${other}`), `${doc.file} does not link ${other}`);
});

test(`README.md stays short (under ${README_MAX_BYTES / 1024} KB) and names both licences`, () => {
  const size = statSync(path.join(ROOT, 'README.md')).size;
  assert.ok(size < README_MAX_BYTES, `README.md is ${size} bytes: move detail to CONTRIBUTING.md or DEPLOY.md`);
  const readme = read('README.md');
  assert.match(readme, /\]\(LICENSE\)/);
  assert.match(readme, /\]\(LICENSE-docs\.md\)/);
});

test('LICENSE is the Apache License 2.0; LICENSE-docs.md names CC BY 4.0 as the footer does', () => {
  const license = read('LICENSE');
  assert.ok(license.trimStart().startsWith('Apache License'), 'LICENSE does not start with "Apache License"');
  assert.match(license, /Version 2\.0, January 2004/);
  assert.match(license, /END OF TERMS AND CONDITIONS/);
  const docsLicense = read('LICENSE-docs.md');
  const url = 'https://creativecommons.org/licenses/by/4.0/';
  assert.match(docsLicense, /CC BY 4\.0/);
  assert.ok(docsLicense.includes(url), `LICENSE-docs.md does not link ${url}`);
  assert.match(docsLicense, /Apache License/);
  const footer = read('config/themeConfig.ts');
  assert.ok(
    footer.includes('CC BY 4.0') && footer.includes(url),
    'the footer no longer names CC BY 4.0: update LICENSE-docs.md',
  );
  assert.equal((JSON.parse(read('package.json')) as {license?: string}).license, 'Apache-2.0');
});
