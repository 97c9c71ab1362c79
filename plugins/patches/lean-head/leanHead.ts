/**
 * The browser's `react-helmet-async` (./index.ts aliases it in the client bundle only; the
 * server keeps the library, so the built HTML is the same). Docusaurus imports two things from
 * it: HelmetProvider (clientEntry.js, around the app) and Helmet (@docusaurus/Head). The
 * library weighs ~5 KB gzip with react-fast-compare, shallowequal and invariant; this module,
 * ~1.5 KB, is the part Docusaurus uses, with the same merging (./headState.ts) and DOM
 * updates (./applyHead.ts).
 *
 * On the client helmet keeps one list of mounted instances for the whole page, in the order
 * they mounted, and after each change brings the head up to date in the next animation
 * frame. Here too: an instance joins the list when it first commits (helmet: when it first
 * renders, which for these leaf components is the same order), keeps its place when its
 * children change, and leaves it when it unmounts. Joining at commit, not render, also means
 * the head is never updated from half a tree: helmet can run its frame between two slices of
 * a hydration and remove server tags that the next slice adds again (the parity test counts them).
 * Layout effects, not passive ones, so the frame is requested in the commit's task, as
 * helmet requests it from render and componentDidUpdate.
 */
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {collect, reduce, type HeadProps} from './headState';
import {applyHead} from './applyHead';

const mounted = new Map<object, HeadProps>();
let frame = 0;

function scheduleUpdate(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    applyHead(reduce([...mounted.values()]));
  });
}

/** The library's provider holds the server's per-request state; in the browser there is nothing to hold. */
export function HelmetProvider({children}: {children?: ReactNode}): ReactNode {
  return children;
}

export function Helmet({children}: {children?: ReactNode}): null {
  const [self] = useState(() => ({}));
  const props = collect(children);
  // helmet compares props deeply before updating; the serialised props do the same job here.
  const signature = JSON.stringify(props);
  useLayoutEffect(() => {
    mounted.set(self, props);
    scheduleUpdate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `props` changes exactly when its signature does.
  }, [self, signature]);
  useLayoutEffect(
    () => () => {
      mounted.delete(self);
      scheduleUpdate();
    },
    [self],
  );
  return null;
}
