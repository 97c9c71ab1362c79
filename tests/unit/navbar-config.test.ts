import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkNavbarItems} from '../../config/navbar';

test("the site's navbar item types pass, items are returned unchanged", () => {
  const items = [
    {type: 'docSidebar', sidebarId: 'guides', label: 'Guides'},
    {label: 'Plain link', to: '/x'},
    {
      type: 'dropdown',
      label: 'More',
      items: [
        {label: 'A', to: '/a'},
        {type: 'html', value: '<hr>'},
      ],
    },
    {type: 'localeDropdown'},
    {type: 'search'},
  ];
  assert.equal(checkNavbarItems(items), items);
});

test('a type the site leaves out fails at start with the key and the allowed types', () => {
  assert.throws(
    () => checkNavbarItems([{type: 'docSidebar'}, {type: 'doc', docId: 'concepts/index'}]),
    /^Error: themeConfig\.navbar\.items\[1\]\.type: "doc" is not offered by this site; allowed: default, localeDropdown, search, dropdown, html, docSidebar/,
  );
  assert.throws(
    () => checkNavbarItems([{type: 'dropdown', items: [{type: 'docsVersionDropdown'}]}]),
    /themeConfig\.navbar\.items\[0\]\.items\[0\]\.type: "docsVersionDropdown"/,
  );
});
