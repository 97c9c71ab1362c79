import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigError} from '../../config/env';
import {readApiReferencesEnabled} from '../../config/apiReferences';

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
