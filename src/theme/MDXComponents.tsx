/**
 * The stock MDX components, with tables made focusable: Infima lets a wide table scroll
 * sideways inside the page (display: block; overflow: auto), which keyboard users can
 * only do when the table takes focus (axe: scrollable-region-focusable).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table};
