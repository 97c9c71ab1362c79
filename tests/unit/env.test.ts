import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigError, docsEditUrl, readSiteEnv} from '../../config/env';

test('SITE_URL defaults to the public docs origin', () => {
  assert.equal(readSiteEnv({}).siteUrl, 'https://docs.sui.io');
});

test('SITE_URL accepts an origin and normalises it', () => {
  assert.equal(readSiteEnv({SITE_URL: 'https://docs.example.com/'}).siteUrl, 'https://docs.example.com');
});

test('a bad SITE_URL fails at start naming the key and what it accepts', () => {
  for (const bad of ['docs.example.com', 'ftp://example.com', 'https://example.com/docs']) {
    assert.throws(
      () => readSiteEnv({SITE_URL: bad}),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes(`SITE_URL="${bad}"`) &&
        error.message.includes('allowed values are'),
    );
  }
});

test('SUI_DOCS_REPO_URL: unset or empty, no repository and no edit link', () => {
  assert.equal(readSiteEnv({}).repository, null);
  assert.equal(readSiteEnv({SUI_DOCS_REPO_URL: '  '}).repository, null);
  assert.equal(docsEditUrl(null), undefined);
});

test('SUI_DOCS_REPO_URL: a repository, with an optional branch and folder of the site', () => {
  assert.deepEqual(readSiteEnv({SUI_DOCS_REPO_URL: 'https://github.com/example/docs'}).repository, {
    url: 'https://github.com/example/docs',
    branch: 'main',
    dir: '',
  });
  assert.deepEqual(readSiteEnv({SUI_DOCS_REPO_URL: 'https://github.com/example/docs.git/'}).repository, {
    url: 'https://github.com/example/docs',
    branch: 'main',
    dir: '',
  });
  assert.deepEqual(
    readSiteEnv({SUI_DOCS_REPO_URL: 'https://git.example.com/team/site/tree/release-2/web/docs-site/'}).repository,
    {url: 'https://git.example.com/team/site', branch: 'release-2', dir: 'web/docs-site'},
  );
});

test("the edit link is the page's source file in the host's web editor", () => {
  const edit = (value: string) =>
    docsEditUrl(readSiteEnv({SUI_DOCS_REPO_URL: value}).repository)!({
      versionDocsDirPath: 'docs',
      docPath: 'concepts/object-model.mdx',
    });
  assert.equal(
    edit('https://github.com/example/docs'),
    'https://github.com/example/docs/edit/main/docs/concepts/object-model.mdx',
  );
  assert.equal(
    edit('https://github.com/example/mono/tree/dev/sites/docs'),
    'https://github.com/example/mono/edit/dev/sites/docs/docs/concepts/object-model.mdx',
  );
});

test('a bad SUI_DOCS_REPO_URL fails at start naming the key and what it accepts', () => {
  for (const bad of [
    'github.com/example/docs',
    'git@github.com:example/docs.git',
    'ftp://github.com/example/docs',
    'https://github.com/example',
    'https://github.com/example/docs/blob/main/README.md',
    'https://github.com/example/docs/tree/',
    'https://github.com/example/docs?tab=readme',
    'https://user@github.com/example/docs',
  ]) {
    assert.throws(
      () => readSiteEnv({SUI_DOCS_REPO_URL: bad}),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes(`SUI_DOCS_REPO_URL="${bad}"`) &&
        error.message.includes(
          'allowed values are unset (no "Edit this page" link), or the http(s) URL of a repository',
        ),
      bad,
    );
  }
});
