import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardDocIds, type SidebarItem} from '../../plugins/patches/lean-docs/cards';

const sidebar: SidebarItem[] = [
  {type: 'doc', id: 'concepts/index'},
  {type: 'doc', id: 'concepts/overview'},
  {
    type: 'category',
    link: {type: 'doc', id: 'concepts/objects/index'},
    items: [
      {type: 'doc', id: 'concepts/objects/ownership'},
      {
        type: 'category',
        link: {type: 'doc', id: 'concepts/objects/dynamic/index'},
        items: [{type: 'doc', id: 'concepts/objects/dynamic/fields'}],
      },
      {type: 'link'},
    ],
  },
];

test("a section's landing page shows the sidebar's top level", () => {
  assert.deepEqual(cardDocIds(sidebar, 'concepts/index'), ['concepts/index', 'concepts/overview']);
});

test("a category's own page shows the category's items (doc links only: category cards count their items)", () => {
  assert.deepEqual(cardDocIds(sidebar, 'concepts/objects/index'), ['concepts/objects/ownership']);
  assert.deepEqual(cardDocIds(sidebar, 'concepts/objects/dynamic/index'), ['concepts/objects/dynamic/fields']);
});

test('a page inside a category shows its siblings, as the theme does', () => {
  assert.deepEqual(cardDocIds(sidebar, 'concepts/objects/ownership'), ['concepts/objects/ownership']);
  assert.deepEqual(cardDocIds(sidebar, 'concepts/objects/dynamic/fields'), ['concepts/objects/dynamic/fields']);
});
