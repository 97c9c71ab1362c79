import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type SidebarItemsGeneratorOption = PluginOptions['sidebarItemsGenerator'];

/**
 * A page that declares `displayed_sidebar: null` is a stand-alone page: it shows no
 * sidebar, so it must not appear in a generated sidebar either (otherwise it would be
 * listed in a sidebar it never displays, and an `index.mdx` would become a category link).
 */
export const sidebarItemsGenerator: SidebarItemsGeneratorOption = async ({
  defaultSidebarItemsGenerator,
  docs,
  ...args
}) =>
  defaultSidebarItemsGenerator({
    ...args,
    docs: docs.filter((doc) => doc.frontMatter.displayed_sidebar !== null),
  });
