import {test} from 'node:test';
import assert from 'node:assert/strict';
import {echoQuery, isolatedInText} from '../../src/theme/SearchPage/echo';
import {MAX_QUERY_LENGTH} from '../../plugins/local-search/limits';
import {queryTerms} from '../../plugins/local-search/engine';

test('/search echoes what the engine searches: the trimmed query cut at its limit, with an ellipsis when cut', () => {
  assert.deepEqual(echoQuery('  kiosk  '), {searched: 'kiosk', shown: 'kiosk'});
  assert.deepEqual(echoQuery('   '), {searched: '', shown: ''});
  const long = Array.from({length: 800}, (_, i) => `word${i}`).join(' ');
  const echo = echoQuery(long);
  assert.equal(echo.searched, long.slice(0, MAX_QUERY_LENGTH));
  assert.equal(echo.shown, `${long.slice(0, MAX_QUERY_LENGTH)}…`);
  // The engine finds the same words in the whole query and in what the page echoes.
  assert.deepEqual(queryTerms(echo.searched), queryTerms(long));
  const exact = 'a'.repeat(MAX_QUERY_LENGTH);
  assert.deepEqual(echoQuery(exact), {searched: exact, shown: exact});
});

test('a cut never splits a character made of two UTF-16 units', () => {
  const query = `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀 and more`;
  const {searched, shown} = echoQuery(query);
  assert.equal(searched, 'a'.repeat(MAX_QUERY_LENGTH - 1));
  assert.equal(shown, `${'a'.repeat(MAX_QUERY_LENGTH - 1)}…`);
});

test('directional controls stay in the echo, but a pop that closes nothing of its own is dropped', () => {
  const rlo = '\u202E';
  const pdf = '\u202C';
  const fsi = '\u2068';
  const pdi = '\u2069';
  assert.equal(echoQuery(`${rlo}object evil`).shown, `${rlo}object evil`);
  assert.equal(echoQuery(`${pdi}${rlo}object evil`).shown, `${rlo}object evil`);
  assert.equal(echoQuery(`a${pdf}b`).shown, 'ab');
  assert.equal(echoQuery(`${rlo}a${pdf}b${pdf}`).shown, `${rlo}a${pdf}b`);
  assert.equal(echoQuery(`${fsi}a${pdi}${pdi}b`).shown, `${fsi}a${pdi}b`);
  // An embedding opened inside an isolate is closed by that isolate's pop; a PDF after it closes nothing.
  assert.equal(echoQuery(`${fsi}${rlo}a${pdi}${pdf}`).shown, `${fsi}${rlo}a${pdi}`);
});

test('in plain text the echo is isolated only when it holds right-to-left text or directional controls', () => {
  assert.equal(isolatedInText('kiosk'), 'kiosk');
  assert.equal(isolatedInText('café'), 'café');
  assert.equal(isolatedInText('\u202Eobject evil'), '\u2068\u202Eobject evil\u2069');
  assert.equal(isolatedInText('שלום'), '\u2068שלום\u2069');
  assert.equal(isolatedInText('مرحبا object'), '\u2068مرحبا object\u2069');
});
