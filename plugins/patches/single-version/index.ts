/**
 * single-version: no version banner or badge code on doc pages. The site publishes one
 * version of its docs (and one of the GraphQL reference), which theme-classic's
 * DocVersionBanner and DocVersionBadge render as nothing, yet every doc page downloads them
 * with the version-suggestion logic they use. The patch's swizzles (src/theme/DocVersionBanner,
 * src/theme/DocVersionBadge) render nothing without that code; this plugin stops the build
 * if a docs plugin ever gets a version that would show a banner or a badge.
 * Upstream: @docusaurus/theme-classic 3.10.2. Gain: 0.7 KB gzip of first-load JS on a doc
 * page (npm run bench:patches). Switch: SUI_DOCS_STOCK=single-version.
 */
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** The versions that would show a banner or a badge, as "plugin id/version" with the reason. */
export function versionsWithBanner(docsContent: Record<string, unknown> | undefined): string[] {
  const found: string[] = [];
  for (const [pluginId, content] of Object.entries(docsContent ?? {})) {
    for (const version of (content as LoadedContent).loadedVersions) {
      if (version.banner) found.push(`${pluginId}/${version.versionName} (banner: ${version.banner})`);
      if (version.badge) found.push(`${pluginId}/${version.versionName} (badge)`);
    }
  }
  return found;
}

export default function singleVersion(): Plugin {
  return {
    name: 'single-version',
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
