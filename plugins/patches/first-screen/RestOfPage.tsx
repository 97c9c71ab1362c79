/**
 * The blocks of a long page below its first screen (compiled around them by ./rehype.ts).
 * On the server, at hydration, and on a navigation to a heading (a #hash, which Docusaurus
 * scrolls to as soon as the page is rendered) it renders them in place, as if it were not
 * there. On any other client-side navigation Docusaurus shows the new page from its top, so
 * it first renders an empty box one window high and its blocks once the frame with the top
 * of the page has been painted, in a transition: the reader sees the new page without
 * waiting for the style and layout of everything below it.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

export default function RestOfPage({children}: {readonly children?: ReactNode}): ReactNode {
  // useIsBrowser is false until the app has hydrated: what the server rendered stays as it was.
  const isBrowser = useIsBrowser();
  const [shown, setShown] = useState(() => !isBrowser || location.hash !== '');
  useEffect(() => {
    // A task queued by an animation frame callback runs after that frame has been painted.
    if (!shown) requestAnimationFrame(() => setTimeout(() => startTransition(() => setShown(true))));
  }, [shown]);
  return shown ? children : <div style={{minHeight: '100vh'}} />;
}
