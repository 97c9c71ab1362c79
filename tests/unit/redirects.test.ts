/**
 * The moved-address map (config/redirects.json) and what the build makes of it: every
 * target a route, no chain or loop, no old address that is a page; the nginx map and the
 * CDN lines; the redirect pages of @docusaurus/plugin-client-redirects given one shared
 * script; and no address the site ever published (routes.json in git history) left
 * without a page or a redirect. The deploy tests follow each redirect through nginx and
 * Chromium on a build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import createRedirectPageContent from '@docusaurus/plugin-client-redirects/lib/createRedirectPageContent';
import {toRedirectFiles} from '@docusaurus/plugin-client-redirects/lib/writeRedirectFiles';
import {
  MAX_SOURCE_LENGTH,
  REDIRECT_PAGE_SCRIPT,
  cdnRedirectLines,
  clientRedirects,
  nginxRedirectsConf,
  readRedirects,
  readSiteRoutes,
  redirectPageFile,
  redirectProblems,
  sharedScriptRedirectPage,
  type Redirect,
} from '../../config/redirectMap';
import {inlineScripts, parsePolicy, scriptHash} from '../../scripts/lib/csp';
import {readManifest} from '../../scripts/lib/manifest';
import {publishedRoutes, unredirectedRoutes} from '../../scripts/lib/publishedRoutes';
import {redirectsFile, writeServingRules} from '../../scripts/postbuild';

const redirects = readRedirects();
const site = readSiteRoutes();

test('the map holds: every target is a route, no old address is a page, no chain or loop', () => {
  assert.ok(redirects.length > 300, `${redirects.length} moved addresses`);
  assert.deepEqual(redirectProblems(redirects, site), []);
  const routes = new Set(site.routes);
  for (const {from, to} of redirects) {
    assert.ok(routes.has(to), `${from} -> ${to}: not a route`);
    assert.ok(!redirects.some((r) => r.from === to), `${from} -> ${to}: a chain`);
  }
  // Kept in path order, so a writer finds an address and a diff shows one line.
  const sources = redirects.map((r) => r.from);
  assert.deepEqual(sources, [...sources].sort(), 'config/redirects.json is in path order');
});

test('the checks name the source and target of each bad redirect', () => {
  const routes = {
    routes: ['/concepts', '/guides', '/standards/kiosk'],
    generated: ['/references/sui-api/graphql/reference'],
  };
  const bad: Redirect[] = [
    {from: '/old-a', to: '/nowhere'},
    {from: '/old-b', to: '/old-c'},
    {from: '/old-c', to: '/guides'},
    {from: '/old-d', to: '/old-d'},
    {from: '/Concepts', to: '/guides'},
    {from: '/references/sui-api/graphql/reference/objects/x', to: '/guides'},
    {from: '/old-e/', to: '/guides'},
    {from: '/old-f.html', to: '/guides'},
    {from: '/old-g?x=1', to: '/guides'},
    {from: `/${'x'.repeat(MAX_SOURCE_LENGTH)}`, to: '/guides'},
    {from: '/old-h/index', to: '/guides'},
  ];
  const problems = redirectProblems(bad, routes);
  const about = (from: string) => problems.filter((p) => p.startsWith(`${from} -> `));
  assert.match(about('/old-a').join(), /\/old-a -> \/nowhere: \/nowhere is not a route/);
  assert.match(about('/old-b').join(), /\/old-c redirects again \(to \/guides\); point \/old-b at the final route/);
  assert.deepEqual(about('/old-c'), []);
  assert.match(about('/old-d').join(), /redirects to itself/);
  assert.match(about('/Concepts').join(), /is a page of the site/);
  assert.match(about('/references/sui-api/graphql/reference/objects/x').join(), /is a page of the site/);
  for (const from of ['/old-e/', '/old-f.html', '/old-g?x=1']) assert.match(about(from).join(), /plain path/, from);
  assert.match(problems.join(), /longer than 100 characters/);
  assert.match(
    about('/old-h/index').join(),
    /\/old-h\/index\.html is a form of \/old-h: add "\/old-h": "\/guides" too/,
  );
});

test('a key written twice in the map is an error, not the last one silently kept', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirects-'));
  try {
    const file = path.join(dir, 'redirects.json');
    writeFileSync(file, '{"redirects": {\n  "/a": "/concepts",\n  "/b": "/guides",\n  "/a": "/guides"\n}}\n');
    assert.throws(() => readRedirects(file), /\/a listed more than once/);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the nginx map takes /old, /old/, /old.html and /old/index.html to the route in one step', () => {
  const conf = nginxRedirectsConf(redirects);
  // The normalising map's regex, run as a JavaScript one (it uses nothing else).
  const regex = /^\s*"~(.+)" \$sui_docs_moved_base;$/m.exec(conf)?.[1];
  assert.ok(regex, 'a map strips the endings of the requested path');
  const strip = (uri: string) => new RegExp(regex).exec(uri)?.groups?.sui_docs_moved_base ?? uri;
  for (const uri of ['/learn', '/learn/', '/learn//', '/learn.html', '/learn/index.html'])
    assert.equal(strip(uri), '/learn', uri);
  assert.equal(strip('/references/framework/sui_std.md'), '/references/framework/sui_std.md');
  assert.equal(strip('/'), '/');

  const entries = new Map(
    [...conf.matchAll(/^\s+"(\/[^"]*)"\s+"(\/[^"]*)";$/gm)].map((m) => [m[1], m[2]] as [string, string]),
  );
  assert.deepEqual(entries, new Map(redirects.map((r) => [r.from, r.to])));
  assert.match(conf, /^map \$sui_docs_moved_from \$sui_docs_moved_to \{\n\s+default "";$/m);
  // The server file answers it before the clean-URL rules, keeping the query string.
  const server = readFileSync(path.join(__dirname, '../../deploy/sui-docs-server.conf'), 'utf8');
  const moved = server.indexOf('if ($sui_docs_moved_to) {\n    return 301 $sui_docs_moved_to$is_args$args;\n}');
  assert.ok(moved > 0, 'deploy/sui-docs-server.conf answers $sui_docs_moved_to with a 301');
  assert.ok(moved < server.indexOf('if ($request_uri'), 'before the clean-URL rules');
});

test('the CDN rules send each old address to its route first, forced', () => {
  const lines = redirectsFile(['index.html', 'concepts.html'], [{from: '/learn', to: '/concepts'}])
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));
  assert.deepEqual(lines, ['/learn /concepts 301!', '/index.html / 301!', '/concepts.html /concepts 301!']);
  assert.equal(cdnRedirectLines(redirects).length, redirects.length);
});

test('the installed client-redirects plugin writes its page where expected, and the build gives it the shared script', () => {
  assert.deepEqual(clientRedirects(redirects).redirects.length, redirects.length);
  const files = toRedirectFiles(
    [{from: '/learn/cryptography', to: '/concepts/cryptography'}],
    {baseUrl: '/', outDir: '/out'},
    false,
  );
  assert.equal(files[0].fileAbsolutePath, path.join('/out', redirectPageFile('/learn/cryptography')));
  assert.equal(redirectPageFile('/learn/cryptography'), 'learn/cryptography/index.html');

  const plugin = createRedirectPageContent({toUrl: '/concepts/cryptography'});
  const shared = sharedScriptRedirectPage(plugin, '/concepts/cryptography');
  assert.deepEqual(inlineScripts(shared), [REDIRECT_PAGE_SCRIPT]);
  assert.match(shared, /<meta http-equiv="refresh" content="0; url=\/concepts\/cryptography">/);
  assert.match(shared, /<link rel="canonical" href="\/concepts\/cryptography" \/>/);
  assert.equal(sharedScriptRedirectPage(shared, '/concepts/cryptography'), shared, 'a second run leaves it');
  assert.throws(() => sharedScriptRedirectPage(plugin, '/guides'), /not the redirect page/);
  assert.throws(
    () => sharedScriptRedirectPage('<html><script>x()</script></html>', '/guides'),
    /not the redirect page/,
  );
});

test("the CSP allows every redirect page with one hash, and the build's pages are listed without them", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'redirect-pages-'));
  try {
    writeFileSync(path.join(dir, 'index.html'), '<html><script>setTheme()</script></html>');
    const moved: Redirect[] = [
      {from: '/learn', to: '/concepts'},
      {from: '/build/install', to: '/guides/developer/getting-started/sui-install'},
    ];
    for (const {from, to} of moved) {
      mkdirSync(path.join(dir, from), {recursive: true});
      writeFileSync(path.join(dir, redirectPageFile(from)), createRedirectPageContent({toUrl: to}));
    }
    const rules = writeServingRules(dir, {}, moved);
    assert.deepEqual(rules.pages, ['index.html']);
    assert.deepEqual(rules.missingRedirectPages, []);
    assert.deepEqual(rules.hashes, [scriptHash('setTheme()'), scriptHash(REDIRECT_PAGE_SCRIPT)].sort());
    const csp = /add_header Content-Security-Policy "([^"]+)" always;/.exec(
      readFileSync(path.join(dir, '.nginx/csp.conf'), 'utf8'),
    )?.[1];
    assert.ok(
      parsePolicy(csp ?? '')
        .get('script-src')
        ?.includes(scriptHash(REDIRECT_PAGE_SCRIPT)),
    );
    assert.equal(readFileSync(path.join(dir, '.nginx/redirects.conf'), 'utf8'), nginxRedirectsConf(moved));
    assert.match(readFileSync(path.join(dir, '_redirects'), 'utf8'), /^\/learn \/concepts 301!$/m);
    assert.deepEqual(writeServingRules(dir, {}, [...moved, {from: '/gone', to: '/guides'}]).missingRedirectPages, [
      '/gone',
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('every address the site has published is a page or redirected (routes.json in git history)', (t) => {
  const {paths, note} = publishedRoutes();
  if (note) t.diagnostic(note);
  if (paths.size === 0) return t.skip('no git history of routes.json');
  const manifest = readManifest();
  const gone = unredirectedRoutes(
    paths,
    manifest.routes.map((r) => r.path),
    redirects.map((r) => r.from),
    manifest.drafts.map((d) => d.path),
  );
  assert.deepEqual(
    gone.map(({path: p, commit}) => `${p} (in routes.json at ${commit}): add it to config/redirects.json`),
    [],
  );
});

test('a published path that moved is reported until a redirect covers it', () => {
  const published = new Map([
    ['/concepts/events', 'abc1234'],
    ['/guides', 'abc1234'],
    ['/guides/operator/bridge-node', 'abc1234'],
  ]);
  assert.deepEqual(unredirectedRoutes(published, ['/guides'], [], ['/guides/operator/bridge-node']), [
    {path: '/concepts/events', commit: 'abc1234'},
  ]);
  assert.deepEqual(
    unredirectedRoutes(published, ['/guides'], ['/concepts/events'], ['/guides/operator/bridge-node']),
    [],
  );
});
