/**
 * Wraps the stock breadcrumbs to put the page actions menu (copy the page as Markdown,
 * view it, open it in ChatGPT or Claude: src/components/PageActions) at the end of their
 * line, above the title, on every doc page and generated-index page. The stock
 * breadcrumbs are rendered as they are (nothing on a page without any).
 */
import React, {type ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageActions from '@site/src/components/PageActions';

export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <PageActions>
      <DocBreadcrumbs />
    </PageActions>
  );
}
