/**
 * Ejected from @docusaurus/theme-classic 3.10 to keep the server-rendered code blocks.
 * The stock component keys each block by `useIsBrowser()`, so every block on the page is
 * thrown away and built again right after hydration: on a page with long samples that is
 * thousands of elements, in one task that blocks input. It did so because hydration keeps
 * the server's inline colours; but the colour mode now starts at the server's default
 * during hydration (theme-common's useColorModeState) and switches in an effect, so a
 * reader in dark mode gets the dark colours by an ordinary update.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** The stock helper: plain-string children become one string, so the copy button has text. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
