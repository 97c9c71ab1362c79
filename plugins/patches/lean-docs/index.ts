/**
 * The docs plugin, with lighter route data. The stock plugin gives the version route
 * (loaded on every doc page) the title, sidebar and description of every doc, and only
 * section landing pages read the descriptions, for their cards: about 12 KB gzip of the
 * 15 KB a doc page loads for it. This wrapper drops the list of docs there and gives each
 * page that shows cards (a doc whose MDX renders a DocCardList, and every generated-index
 * category page) the descriptions of the cards it shows instead, as the `cardDescriptions`
 * prop of its route (provided by src/theme/DocItem and src/theme/DocCategoryGeneratedIndexPage,
 * read by src/theme/DocCardList).
 * Upstream: @docusaurus/plugin-content-docs 3.10.2. Gain: 16.3 KB gzip of first-load
 * JavaScript on a doc page (npm run bench:patches, 25 Nov 2026). Switch: SUI_DOCS_STOCK=lean-docs.
 * It also shortens the doc list in the global data (in every page's main chunk, ~2.3 KB
 * gzip for this site) to the main doc. Everything else is the stock plugin's.
 */
import {readFileSync} from 'node:fs';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {
  LoadedContent,
  LoadedVersion,
  PluginOptions,
  PropSidebarItem,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import path from 'node:path';
import {cardDocIds, generatedIndexCardDocIds, type SidebarItem} from './cards';

/** A page lists cards when its MDX renders <DocCardList />. */
const SHOWS_CARDS = /<DocCardList\b/;

/** The descriptions of the docs a page shows as cards, by the address of each doc. */
export type CardDescriptions = Record<string, string>;

/**
 * The version route's `docs` map is read only by DocCard (`useDocById`), for a doc's
 * description. src/components/CardDescriptions gives DocCard its items with the
 * description and without the doc id, so the map is left empty.
 */
function withEmptyDocs(version: PropVersionMetadata): PropVersionMetadata {
  return {...version, docs: {}, docsSidebars: compactSidebars(version.docsSidebars)};
}

/**
 * What a doc link of the sidebars carries as its doc id in the version route data. In the
 * browser the id only tells a doc link from another link (the breadcrumbs test it for
 * truth, plugin-content-docs lib/client/docsUtils.js) and, in the stock DocCard, finds the
 * doc's description, which this patch gives by address instead (CardDescriptions).
 */
export const DOC_LINK_MARK = '.';

/**
 * Every doc link of every sidebar, which every doc page loads (about 150 here), made
 * shorter: `"unlisted": false`, which the theme reads only as `!item.unlisted`, is left
 * out, and the doc id, a copy of most of the link's address, becomes DOC_LINK_MARK
 * (0.5 KB gzip less on a doc page, 0.8 KB on a GraphQL reference page).
 */
export function compactSidebars(sidebars: PropVersionMetadata['docsSidebars']): PropVersionMetadata['docsSidebars'] {
  const compact = (items: PropSidebarItem[]): PropSidebarItem[] =>
    items.map((item) => {
      if (item.type === 'category') return {...item, items: compact(item.items)};
      if (item.type !== 'link') return item;
      const {unlisted, docId, ...rest} = item;
      return {...rest, ...(unlisted ? {unlisted} : {}), ...(docId ? {docId: DOC_LINK_MARK} : {})};
    });
  return Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, compact(items)]));
}

/**
 * The global data lists every doc (id, path, sidebar) on every page, so that navbar
 * items can tell which section the reader is in and `type: 'doc'` items can find their
 * doc. This site has no `type: 'doc'` navbar item, and src/theme/NavbarItem/
 * DocSidebarNavbarItem reads the section from the route table; keep the main doc only,
 * which the version banner links to.
 */
function withMainDocOnly(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((v) => ({...v, docs: v.docs.filter((doc) => doc.id === v.mainDocId)}))};
}

/** Each version's docs by id (address and description), built once per build rather than once per card page. */
type DescriptionIndex = Map<LoadedVersion, Map<string, {permalink: string; description: string}>>;

function indexDescriptions(versions: LoadedVersion[]): DescriptionIndex {
  return new Map(
    versions.map((v) => [
      v,
      new Map(
        v.docs.flatMap((doc) =>
          doc.description ? [[doc.id, {permalink: doc.permalink, description: doc.description}]] : [],
        ),
      ),
    ]),
  );
}

/** The cards' descriptions by the address each card links to (the sidebar item's `href`). */
function descriptionsOf(index: DescriptionIndex, version: LoadedVersion, ids: string[]): CardDescriptions {
  const byId = index.get(version)!;
  return Object.fromEntries(
    ids.flatMap((id) => {
      const doc = byId.get(id);
      return doc ? [[doc.permalink, doc.description]] : [];
    }),
  );
}

function cardDescriptionsFor(
  index: DescriptionIndex,
  version: LoadedVersion,
  docId: string,
  sidebarName: string,
): CardDescriptions {
  const sidebar = version.sidebars[sidebarName] as SidebarItem[] | undefined;
  return descriptionsOf(index, version, sidebar ? cardDocIds(sidebar, docId) : []);
}

/** A generated-index route's props, as the stock plugin writes them (lib/routes.js). */
type GeneratedIndexProps = {categoryGeneratedIndex: {permalink: string; sidebar?: string}};

function generatedIndexDescriptions(
  index: DescriptionIndex,
  {permalink, sidebar}: GeneratedIndexProps['categoryGeneratedIndex'],
): CardDescriptions {
  for (const version of index.keys()) {
    const items = sidebar ? (version.sidebars[sidebar] as SidebarItem[] | undefined) : undefined;
    const ids = items ? generatedIndexCardDocIds(items, permalink) : [];
    if (ids.length) return descriptionsOf(index, version, ids);
  }
  return {};
}

async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  const showsCards = (source: string) =>
    SHOWS_CARDS.test(readFileSync(path.join(context.siteDir, source.replace(/^@site\//, '')), 'utf8'));

  return {
    ...plugin,
    async contentLoaded(args) {
      const docs = new Map(
        args.content.loadedVersions.flatMap((v) => v.docs.map((doc) => [doc.permalink, {doc, version: v}])),
      );
      const descriptions = indexDescriptions(args.content.loadedVersions);
      const lighten = (route: RouteConfig): RouteConfig => {
        const props = route.props as {version?: PropVersionMetadata} | undefined;
        const found = route.exact ? docs.get(route.path) : undefined;
        let next = route;
        if (props?.version?.docs) next = {...next, props: {...props, version: withEmptyDocs(props.version)}};
        if (found?.doc.sidebar && showsCards(found.doc.source)) {
          next = {
            ...next,
            props: {
              ...next.props,
              cardDescriptions: cardDescriptionsFor(descriptions, found.version, found.doc.id, found.doc.sidebar),
            },
          };
        }
        const index = (route.props as Partial<GeneratedIndexProps> | undefined)?.categoryGeneratedIndex;
        if (index) {
          next = {...next, props: {...next.props, cardDescriptions: generatedIndexDescriptions(descriptions, index)}};
        }
        return next.routes ? {...next, routes: next.routes.map(lighten)} : next;
      };
      const setGlobalData = (data: unknown) => args.actions.setGlobalData(withMainDocOnly(data as GlobalPluginData));
      await plugin.contentLoaded!({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(lighten(route)), setGlobalData},
      });
    },
  };
}

/** The plugin, with the stock option validation (Docusaurus reads it off the function). */
export const leanDocs = Object.assign(leanDocsPlugin, {validateOptions}) as unknown as PluginModule;
