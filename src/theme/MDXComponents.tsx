/**
 * The stock MDX components, with tables made focusable: Infima lets a wide table scroll
 * sideways inside the page (display: block; overflow: auto), which keyboard users can
 * only do when the table takes focus (axe: scrollable-region-focusable). And `<Term>`, a
 * glossary term with its definition in a tooltip (src/components/Term), so that pages use
 * it without importing it.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Term from '@site/src/components/Term';

function Table(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: Table, Term};
