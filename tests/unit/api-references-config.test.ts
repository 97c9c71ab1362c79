import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {ConfigError} from '../../config/env';
import {readApiReferencesEnabled} from '../../config/apiReferences';
import {promoteHeadings} from '../../plugins/sui-api-reference/graphql';

test('the generated GraphQL reference is on unless a writer turns it off', () => {
  assert.equal(readApiReferencesEnabled({}), true);
  assert.equal(readApiReferencesEnabled({SUI_DOCS_API_REFERENCES: 'on'}), true);
  assert.equal(readApiReferencesEnabled({SUI_DOCS_API_REFERENCES: 'OFF'}), false);
});

test('any other value fails at start, naming the key and the allowed values', () => {
  assert.throws(
    () => readApiReferencesEnabled({SUI_DOCS_API_REFERENCES: 'no'}),
    (e: unknown) =>
      e instanceof ConfigError && /SUI_DOCS_API_REFERENCES="no"/.test(e.message) && /"on".*"off"/.test(e.message),
  );
});

test('GraphQL reference sections get ids of their own, apart from the field ids, one heading level up', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'graphql-reference-'));
  try {
    const page = [
      '---',
      'id: move-struct',
      '---',
      '',
      '### Fields',
      '',
      '#### [<code>MoveStruct.<b>fields</b></code>](#fields) \\{#fields\\} ',
      '',
      '```graphql',
      '### not a heading',
      '```',
      '',
      '### Member Of',
      '',
    ].join('\n');
    writeFileSync(path.join(dir, 'move-struct.mdx'), page);
    promoteHeadings(dir);
    assert.deepEqual(readFileSync(path.join(dir, 'move-struct.mdx'), 'utf8').split('\n'), [
      '---',
      'toc_max_heading_level: 2',
      'id: move-struct',
      '---',
      '',
      '## Fields \\{#section--fields\\}',
      '',
      '### [<code>MoveStruct.<b>fields</b></code>](#fields) \\{#fields\\} ',
      '',
      '```graphql',
      '### not a heading',
      '```',
      '',
      '## Member Of \\{#section--member-of\\}',
      '',
    ]);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
