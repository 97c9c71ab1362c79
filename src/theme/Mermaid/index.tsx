/**
 * The Mermaid diagram, from @docusaurus/theme-mermaid 3.10.2's Mermaid (MIT, Facebook, Inc.
 * and its affiliates), ejected, so that:
 * - Mermaid (about 190 KB gzip, and a costly layout per diagram) loads and draws only
 *   when a diagram comes near the screen, not on every page load: a long page with
 *   diagrams further down becomes interactive sooner. Until the drawing is in, a box of
 *   about the diagram's height holds its place. Printing draws every diagram first.
 * - A diagram whose code fails to load (Mermaid itself, or the part for its type that
 *   Mermaid loads while drawing) shows the site's red box, worded like the page's, with a
 *   Retry that loads it again. The stock component shows the bare error message with an
 *   unstyled "Try again" that cannot load Mermaid again: the theme keeps a failed import
 *   of Mermaid for good. So Mermaid is imported here first, again on Retry, and the
 *   theme's loader only runs once it is in.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Mermaid';
import {isChunkLoadError} from '@site/src/clientModules/chunkLoadFailure';
import styles from './styles.module.css';

/** How far below (or above) the screen a diagram starts drawing: about one phone screen. */
const AHEAD = '800px 0px';

function useNearScreen(): [React.RefObject<HTMLDivElement>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(el);
    const draw = () => setNear(true);
    window.addEventListener('beforeprint', draw);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', draw);
    };
  }, [near]);
  return [ref, near];
}

/** A placeholder's height: a rough guess from the diagram's line count, to limit the jump. */
function estimatedHeight(value: string): string {
  const lines = value.split('\n').filter((line) => line.trim()).length;
  return `${Math.min(40, Math.max(8, lines * 1.6))}rem`;
}

/**
 * When the drawing replaces the placeholder while the diagram is above the screen (the
 * reader followed a link to a heading further down), the text on screen would move by the
 * difference; scroll by it instead, as the browser's scroll anchoring does for most changes
 * but not for this one in Chromium.
 */
function useKeepReaderInPlace(): React.RefObject<HTMLDivElement> {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    // The observer's first call, after the next layout, gives the placeholder's height: reading
    // it here would lay the new page out in the middle of React's commit (a click's new page is
    // laid out twice, once here and once more after the effects that follow change it).
    let height: number | undefined;
    const observer = new ResizeObserver(() => {
      const next = el.offsetHeight;
      if (height !== undefined && next !== height && el.getBoundingClientRect().bottom <= 0)
        window.scrollBy(0, next - height);
      height = next;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}

type Drawing = ComponentType<{value: string}>;

let drawingImport: Promise<Drawing> | null = null;

/**
 * Mermaid's own chunk, the one the theme imports first, and the drawing component (./Drawing.tsx,
 * with the theme's renderer), which no page needs before a diagram is near. A failed import is
 * forgotten, so Retry loads it again.
 */
function importDrawing(): Promise<Drawing> {
  drawingImport ??= Promise.all([import('mermaid'), import('./Drawing')]).then(
    ([, drawing]) => drawing.default,
    (error: unknown) => {
      drawingImport = null;
      throw error;
    },
  );
  return drawingImport;
}

/** The site's red box in place of the diagram. */
function DiagramFailure({error, onRetry}: {error: unknown; onRetry: () => void}): ReactNode {
  return (
    <div role="alert" className={clsx('alert alert--danger', styles.failure)}>
      <p>
        {isChunkLoadError(error)
          ? translate(
              {
                id: 'site.mermaid.loadFailure',
                message: 'This diagram failed to load. Check your network connection and retry. ({error})',
              },
              {error: String(error)},
            )
          : translate(
              {id: 'site.mermaid.drawFailure', message: 'This diagram could not be drawn. ({error})'},
              {error: String(error)},
            )}
      </p>
      <button type="button" className="button button--danger button--sm" onClick={onRetry}>
        <Translate id="site.chunkLoadFailure.retry">Retry</Translate>
      </button>
    </div>
  );
}

/** The drawing component once the diagram is near: null while it loads, then the component, or what failed. */
function useMermaid(near: boolean): [{Drawing: Drawing} | Error | null, () => void] {
  const [state, setState] = useState<{Drawing: Drawing} | Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!near) return undefined;
    let current = true;
    importDrawing().then(
      (Drawing) => current && setState({Drawing}),
      (error: unknown) => current && setState(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [near, attempt]);
  const retry = () => {
    setState(null);
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}

export default function MermaidWrapper(props: Props): ReactNode {
  const [ref, near] = useNearScreen();
  const diagram = useKeepReaderInPlace();
  const [mermaid, retry] = useMermaid(near);
  // The placeholder stays until the drawing (or the red box) is in (styles.module.css), so the page moves once.
  return (
    <div ref={diagram} className={styles.diagram}>
      {mermaid !== null && !(mermaid instanceof Error) && (
        <ErrorBoundary fallback={({error, tryAgain}) => <DiagramFailure error={error} onRetry={tryAgain} />}>
          <mermaid.Drawing value={props.value} />
        </ErrorBoundary>
      )}
      {mermaid instanceof Error && <DiagramFailure error={mermaid} onRetry={retry} />}
      <div
        ref={ref}
        className={styles.pending}
        style={{minHeight: estimatedHeight(props.value)}}
        data-mermaid-pending=""
        aria-hidden="true"
      />
    </div>
  );
}
