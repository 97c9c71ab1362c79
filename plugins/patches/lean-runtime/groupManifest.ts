/**
 * A page's HTML lists the chunks its route needs: Docusaurus looks each chunk the page
 * rendered up in the client manifest (react-loadable-ssr-addon's `origins`, name -> the
 * chunks to load with it). A route group's module (./routeSubtrees.cjs) has a chunk of its
 * own that no page renders, so here the manifest lists it beside each chunk only the
 * group's pages use: every page of a group then lists its group, which arrives with the
 * page's other scripts rather than after main has run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {registryChunkNames, shortChunkNames} from './chunkNames.cjs';
import {groupChunk} from './routesLoader.cjs';
import {findSubtrees} from './routeSubtrees.cjs';

type Manifest = {origins: Record<string, Array<string | number>>};
type ManifestPlugin = {manifest?: Manifest; writeAssetsFile(): void};

/** Each group chunk's name -> the client names of the chunks only its pages use. */
export function groupsOwnChunks(generatedFilesDir: string): Map<string, string[]> {
  const read = (name: string) => readFileSync(path.join(generatedFilesDir, name), 'utf8');
  const registry = read('registry.js');
  const short = shortChunkNames(registryChunkNames(registry));
  const subtrees = findSubtrees(read('routes.js'), JSON.parse(read('routesChunkNames.json')));
  return new Map(
    subtrees.flatMap((s) =>
      s.groups.map((g, i) => [groupChunk(s.index, i), [...g.ownChunks].map((c) => short.get(c) ?? c)] as const),
    ),
  );
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
