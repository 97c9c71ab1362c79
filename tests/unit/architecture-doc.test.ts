import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {withTables} from '../../scripts/lib/registryTable';
import {PATCHES} from '../../plugins/patches/registry';

const DOC = readFileSync(path.resolve(__dirname, '../../ARCHITECTURE.md'), 'utf8');

test('ARCHITECTURE.md carries the registry as plugins/patches/registry.ts has it (npm run registry:table -- --write)', () => {
  assert.equal(withTables(DOC), DOC);
});

test('ARCHITECTURE.md has the measured gain of every patch, from bench:patches', () => {
  const section = DOC.slice(DOC.indexOf('## Measured'));
  for (const {name} of PATCHES)
    assert.match(section, new RegExp(`\\|\\s*\`?${name}\`?\\s*\\|`), `${name} has no row in the bench:patches table`);
});
