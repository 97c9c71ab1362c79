/**
 * plugins/patches/lean-runtime/translateDescriptionsLoader.cjs drops the translator notes
 * (`description`) from translate() and <Translate> in the browser build. On every theme
 * and site file it runs on, each call must keep its id and message, lose its description,
 * and nothing else in the file may change.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {packageDir} from '../../plugins/sui-api-reference/packages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {stripDescriptions} = require('../../plugins/patches/lean-runtime/translateDescriptionsLoader.cjs') as {
  stripDescriptions: (source: string) => string;
};

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(file);
    else if (/\.[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield file;
  }
}

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

test('translate() and <Translate> keep their ids and messages and lose their descriptions; nothing else changes', () => {
  const dirs = [
    path.join(packageDir('@docusaurus/theme-classic'), 'lib/theme'),
    path.join(packageDir('@docusaurus/theme-common'), 'lib'),
    path.join(packageDir('@docusaurus/plugin-content-docs'), 'lib/client'),
    path.join(__dirname, '../../src'),
  ];
  let calls = 0;
  for (const dir of dirs) {
    for (const file of sources(dir)) {
      const before = readFileSync(file, 'utf8');
      const after = stripDescriptions(before);
      const where = path.relative(process.cwd(), file);
      calls += count(before, /\btranslate\(|<Translate\b/g);
      for (const re of [/\btranslate\(/g, /<Translate\b/g, /\bid[:=]/g, /\bmessage:/g, /<\/Translate>/g]) {
        assert.equal(count(after, re), count(before, re), `${where}: ${re}`);
      }
      // What is left once descriptions are out of both: the same text.
      const removed = (text: string) =>
        text
          .replace(/\bdescription:\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?/g, '')
          .replace(/\s+description=("[^"]*"|'[^']*'|\{\s*'(?:[^'\\\n]|\\.)*'\s*\})/g, '')
          .replace(/\s+/g, '');
      assert.equal(removed(after), removed(before), where);
      // Inside translation calls no description is left.
      for (const call of after.match(/\btranslate\(\s*\{[^}]*\}|<Translate\b[^>]*>/g) ?? []) {
        assert.doesNotMatch(call, /\bdescription[:=]\s*['"{]/, `${where}: ${call}`);
      }
    }
  }
  assert.ok(calls > 100, `only ${calls} translation calls found`);
});

test('a description that is not a string literal is left as written', () => {
  const source = "translate({id: 'a', message: 'b', description: note})";
  assert.equal(stripDescriptions(source), source);
  assert.equal(
    stripDescriptions('<Translate id="x" description="A {label} note" values={{label}}>m</Translate>'),
    '<Translate id="x" values={{label}}>m</Translate>',
  );
});
