import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentRoutesIn, diffList, diffSnapshots, errorText} from '../support/parity';

test('a parity difference names the page, the element and both values, first difference only', () => {
  const card = (title: string, description: string) => ({title, description});
  assert.equal(
    diffList(
      '/concepts',
      'card',
      [card('A', 'a'), card('B', 'b'), card('C', 'Objects')],
      [card('A', 'a'), card('B', 'b'), card('C', '')],
    ),
    '/concepts: card 3 description: stock "Objects" vs patched "" (title "C")',
  );
  assert.equal(
    diffList('/x', 'link', [{text: 'a'}, {text: 'b'}], [{text: 'a'}]),
    '/x: link 2: stock text="b" vs patched (none) [stock has 2 links, patched 1]',
  );
  assert.equal(diffList('/x', 'link', [{text: 'a'}], [{text: 'a'}]), undefined);
});

test('long values are cut around where they start to differ; the main text comes after the elements', () => {
  const long = 'x'.repeat(300);
  const [message] = [diffList('/x', 'main text line', [{text: `${long}stock`}], [{text: `${long}patched`}])];
  assert.match(message!, /^\/x: main text line 1 text: stock …"x+stock" vs patched …"x+patched"$/);
  const snapshot = (description: string) => ({
    values: {title: 'T'},
    lists: {'main text line': [{text: description}], card: [{description}]},
  });
  assert.deepEqual(
    diffSnapshots('/c', snapshot('one'), snapshot('two')).map((d) => d.split(':')[1]!.trim()),
    ['card 1 description', 'main text line 1 text'],
  );
});

test("chunks are named by the doc whose content they hold, and errors lose the build's chunk names", () => {
  const chunk = `{"source":"@site/docs/a.mdx","slug":"/a","permalink":"/a","draft":false,"previous":{"title":"B","permalink":"/b"}}`;
  assert.deepEqual([...contentRoutesIn(chunk)], ['/a']);
  assert.equal(
    errorText(new Error('Loading chunk 364 failed.\n(error: http://127.0.0.1:4611/assets/js/364.7cc73ce5.js)')),
    'Error: Loading chunk … failed.\n(error: /assets/js/…)',
  );
});
