/**
 * The navbar item types src/theme/NavbarItem/ComponentTypes offers. Docusaurus accepts
 * any of its own types in the config and would fail only while rendering a page, so
 * docusaurus.config.ts checks its navbar here, at start.
 */
const NAVBAR_ITEM_TYPES = ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'docSidebar'] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

interface NavbarItemConfig {
  type?: string;
  items?: NavbarItemConfig[];
}

/** The items, unchanged; throws naming the first item whose type this site does not offer. */
export function checkNavbarItems<T extends NavbarItemConfig>(items: T[], key = 'themeConfig.navbar.items'): T[] {
  items.forEach((item, i) => {
    const type = item.type ?? 'default';
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      throw new Error(
        `${key}[${i}].type: "${type}" is not offered by this site; allowed: ${NAVBAR_ITEM_TYPES.join(', ')} ` +
          '(src/theme/NavbarItem/ComponentTypes.tsx says why).',
      );
    }
    if (item.items) checkNavbarItems(item.items, `${key}[${i}].items`);
  });
  return items;
}
