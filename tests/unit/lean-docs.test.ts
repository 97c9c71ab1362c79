import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cardDocIds, type SidebarItem} from '../../plugins/patches/lean-docs/cards';
import {compactSidebars, DOC_LINK_MARK} from '../../plugins/patches/lean-docs';

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

test('the sidebars every doc page loads carry a mark for a doc link, not its id; other links and flags are kept', () => {
  const sidebars = {
    concepts: [
      {type: 'link', href: '/concepts/', label: 'Overview', docId: 'concepts/index', unlisted: false},
      {
        type: 'category',
        label: 'Objects',
        collapsible: true,
        collapsed: true,
        href: '/concepts/objects',
        items: [
          {
            type: 'link',
            href: '/concepts/objects/hidden',
            label: 'Hidden',
            docId: 'concepts/objects/hidden',
            unlisted: true,
          },
          {type: 'link', href: 'https://sui.io', label: 'Sui'},
        ],
      },
    ],
  } as unknown as Parameters<typeof compactSidebars>[0];
  assert.deepEqual(compactSidebars(sidebars), {
    concepts: [
      {type: 'link', href: '/concepts/', label: 'Overview', docId: DOC_LINK_MARK},
      {
        type: 'category',
        label: 'Objects',
        collapsible: true,
        collapsed: true,
        href: '/concepts/objects',
        items: [
          {type: 'link', href: '/concepts/objects/hidden', label: 'Hidden', docId: DOC_LINK_MARK, unlisted: true},
          {type: 'link', href: 'https://sui.io', label: 'Sui'},
        ],
      },
    ],
  });
});
