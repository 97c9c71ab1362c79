import type {Plugin} from '@docusaurus/types';

/**
 * The bundler rule the patches that rewrite a module use: `use` (the patch's own loaders)
 * runs on exactly these files, before Docusaurus' loaders. A file is matched by its
 * resolved path, so the rule finds the module however it is imported.
 */
export type LoaderUse = Array<string | {loader: string; options: object}>;

export function loaderRule(files: readonly string[], use: LoaderUse) {
  const paths = new Set(files);
  return {test: (resource: string) => paths.has(resource), enforce: 'pre' as const, use};
}

/** The whole plugin of a patch that only rewrites these files with its loaders (both builds). */
export function loaderPlugin(name: string, files: readonly string[], use: LoaderUse): Plugin {
  return {
    name,
    configureWebpack() {
      return {module: {rules: [loaderRule(files, use)]}};
    },
  };
}
