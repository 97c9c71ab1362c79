import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ConfigError, readSiteEnv} from '../../config/env';

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
