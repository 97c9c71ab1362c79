/**
 * A page's HTML lists the chunks its route needs: Docusaurus looks each chunk the page
 * rendered up in the client manifest (react-loadable-ssr-addon's `origins`, name -> the
 * chunks to load with it). A route group's module and a sidebar's items
 * (./routeSubtrees.cjs) have a chunk of their own that no page renders, so here the
 * manifest lists each beside every chunk only its pages use: every page then lists its
 * group and its sidebar, which arrive with the page's other scripts rather than after
 * main has run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {registryChunkNames, shortChunkNames} from './chunkNames.cjs';
import {leanRegistry} from './registryLoader.cjs';
import {groupChunk, hostEntry, sidebarChunk} from './routesLoader.cjs';
import {findSubtrees} from './routeSubtrees.cjs';

type Manifest = {origins: Record<string, Array<string | number>>};
type ManifestPlugin = {manifest?: Manifest; writeAssetsFile(): void};

function subtreesIn(generatedFilesDir: string) {
  const read = (name: string) => readFileSync(path.join(generatedFilesDir, name), 'utf8');
  const registry = read('registry.js');
  const subtrees = findSubtrees(read('routes.js'), JSON.parse(read('routesChunkNames.json')));
  return {registry, subtrees};
}

/**
 * Each group's and each separately loaded sidebar's chunk name -> the client names of the
 * chunks only its pages use.
 */
export function groupsOwnChunks(generatedFilesDir: string): Map<string, string[]> {
  const {registry, subtrees} = subtreesIn(generatedFilesDir);
  const short = shortChunkNames(registryChunkNames(registry));
  const names = (chunks: Set<string>) => [...chunks].map((c) => short.get(c) ?? c);
  return new Map(
    subtrees.flatMap((s) => [
      ...s.groups.map((g, i) => [groupChunk(s.index, i), names(g.ownChunks)] as const),
      ...s.sidebars.map((sb, k) => [sidebarChunk(s.index, k), names(sb.chunks)] as const),
    ]),
  );
}

/**
 * The version data files whose sidebars load on their own in the client build
 * (./sidebarPropsLoader.cjs), with those sidebars' names.
 */
export function sidebarPropsFiles(generatedFilesDir: string): Array<{file: string; sidebars: string[]}> {
  const {registry, subtrees} = subtreesIn(generatedFilesDir);
  const lean = leanRegistry(registry, {shorten: true});
  return subtrees.flatMap((s) => {
    if (s.sidebars.length === 0) return [];
    const {modulePath} = hostEntry(lean, registry, s.host);
    if (!modulePath.startsWith('@generated/'))
      throw new Error(
        `plugins/patches/lean-runtime: the version data ${modulePath} is not a generated file (groupManifest.ts).`,
      );
    return [
      {
        file: path.join(generatedFilesDir, modulePath.slice('@generated/'.length)),
        sidebars: s.sidebars.map((sb) => sb.name),
      },
    ];
  });
}

/** Adds each group chunk to the origins of its pages' own chunks. */
export function listGroups(manifest: Manifest, groups: Map<string, string[]>): void {
  for (const [group, chunks] of groups) {
    if (!manifest.origins[group])
      throw new Error(`plugins/patches/lean-runtime: the client manifest has no chunk ${group} (groupManifest.ts).`);
    for (const chunk of chunks) {
      const origins = manifest.origins[chunk];
      if (!origins)
        throw new Error(
          `plugins/patches/lean-runtime: the client manifest has no chunk ${chunk} of route group ${group} (groupManifest.ts).`,
        );
      if (!origins.includes(group)) origins.push(group);
    }
  }
}

/**
 * Wraps the manifest plugin Docusaurus adds to the client build (found by its class
 * name) so that the manifest it writes lists the groups.
 */
export function withGroupsInManifest(plugins: unknown[], generatedFilesDir: string): void {
  const plugin = plugins.find((p) => (p as object | null)?.constructor?.name === 'ReactLoadableSSRAddon') as
    ManifestPlugin | undefined;
  if (!plugin || typeof plugin.writeAssetsFile !== 'function')
    throw new Error(
      'plugins/patches/lean-runtime: Docusaurus no longer adds ReactLoadableSSRAddon with writeAssetsFile to the client build (groupManifest.ts); review the patch or switch it off with SUI_DOCS_STOCK=lean-runtime.',
    );
  const write = plugin.writeAssetsFile.bind(plugin);
  plugin.writeAssetsFile = () => {
    if (!plugin.manifest?.origins)
      throw new Error('plugins/patches/lean-runtime: the client manifest has no `origins` (groupManifest.ts).');
    listGroups(plugin.manifest, groupsOwnChunks(generatedFilesDir));
    write();
  };
}
