/**
 * single-version: no version banner or badge code on doc pages. The site publishes one
 * version of its docs (and one of the GraphQL reference), which theme-classic's
 * DocVersionBanner and DocVersionBadge render as nothing, yet every doc page downloads them
 * with the version-suggestion logic they use. The patch's swizzles (src/theme/DocVersionBanner,
 * src/theme/DocVersionBadge) render nothing without that code, and the docs plugin's
 * preferred-version module (a reader's chosen version, kept in localStorage) is replaced by
 * one that prefers none (./preferredVersionLoader.cjs); this plugin stops the build if a docs
 * plugin ever gets a version that would show a banner or a badge, or a second version.
 * Upstream: @docusaurus/theme-classic 3.10.2. Gain: 0.7 KB gzip of first-load JS on a doc
 * page (npm run bench:patches). Switch: SUI_DOCS_STOCK=single-version.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {packageDir} from '../../sui-api-reference/packages';
import {loaderRule} from '../loaderRule';

/** The docs plugin's preferred-version module, which ./preferredVersionLoader.cjs replaces. */
export const PREFERRED_VERSION_MODULE = path.join(
  packageDir('@docusaurus/plugin-content-docs'),
  'lib/client/docsPreferredVersion.js',
);

/** The versions that would show a banner or a badge, and plugins with more than one version, with the reason. */
export function versionsWithBanner(docsContent: Record<string, unknown> | undefined): string[] {
  const found: string[] = [];
  for (const [pluginId, content] of Object.entries(docsContent ?? {})) {
    for (const version of (content as LoadedContent).loadedVersions) {
      if (version.banner) found.push(`${pluginId}/${version.versionName} (banner: ${version.banner})`);
      if (version.badge) found.push(`${pluginId}/${version.versionName} (badge)`);
    }
    const versions = (content as LoadedContent).loadedVersions.length;
    if (versions !== 1) found.push(`${pluginId} (${versions} versions, which a reader could prefer one of)`);
  }
  return found;
}

export default function singleVersion(): Plugin {
  return {
    name: 'single-version',
    configureWebpack() {
      return {
        module: {rules: [loaderRule([PREFERRED_VERSION_MODULE], [path.join(__dirname, 'preferredVersionLoader.cjs')])]},
      };
    },
    allContentLoaded({allContent}) {
      const found = versionsWithBanner(allContent['docusaurus-plugin-content-docs']);
      if (found.length > 0)
        throw new Error(
          `plugins/patches/single-version: ${found.join(', ')} would show a version banner or badge, which this patch leaves out. ` +
            'Switch the patch off (SUI_DOCS_STOCK=single-version) or remove it.',
        );
    },
  };
}
