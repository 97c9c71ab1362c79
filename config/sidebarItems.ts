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
}) => {
  const items = await defaultSidebarItemsGenerator({
    ...args,
    docs: docs.filter((doc) => doc.frontMatter.displayed_sidebar !== null),
  });
  return withReferenceLinks(items);
};

type Items = Awaited<
  ReturnType<Parameters<NonNullable<SidebarItemsGeneratorOption>>[0]['defaultSidebarItemsGenerator']>
>;

/**
 * The generated GraphQL reference is a docs instance of its own (its 250-odd pages would
 * flood the References sidebar): the API category links to it with one entry.
 */
const GENERATED_REFERENCE_LINKS: Record<string, {label: string; href: string; description: string}[]> = {
  'references/sui-api/index': [
    {
      label: 'GraphQL reference',
      href: '/references/sui-api/graphql/reference',
      // Shown on its card: a link item has no doc to take a description from.
      description: 'Every query, mutation, type and directive of the Sui GraphQL RPC schema.',
    },
  ],
};

function withReferenceLinks(items: Items): Items {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    const landing = item.link?.type === 'doc' ? item.link.id : undefined;
    const extra = (landing && GENERATED_REFERENCE_LINKS[landing]) || [];
    return {
      ...item,
      items: [...withReferenceLinks(item.items), ...extra.map((l) => ({type: 'link' as const, ...l}))],
    };
  });
}
