/**
 * Hits carry absolute URLs (as hosted DocSearch's do); links inside the site need the
 * path. The theme's own helper lives in a module that pulls the whole DocSearch bundle.
 */
import {useCallback} from 'react';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';

export function useResultUrl(): (url: string) => string {
  const {withBaseUrl} = useBaseUrlUtils();
  return useCallback(
    (url: string) => {
      // Like the theme: every hit opens inside this site, whatever origin the index recorded.
      const parsed = new URL(url, window.location.href);
      return withBaseUrl(`${parsed.pathname}${parsed.search}${parsed.hash}`);
    },
    [withBaseUrl],
  );
}
