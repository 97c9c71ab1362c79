/**
 * Wraps the stock Mermaid diagram so that Mermaid (about 190 KB gzip, and a costly
 * layout per diagram) loads and draws only when a diagram comes near the screen, not on
 * every page load: a long page with diagrams further down becomes interactive sooner.
 * Until the drawing is in, a box of about the diagram's height holds its place. Printing
 * draws every diagram first.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

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
    let height = el.offsetHeight;
    const observer = new ResizeObserver(() => {
      const next = el.offsetHeight;
      if (next !== height && el.getBoundingClientRect().bottom <= 0) window.scrollBy(0, next - height);
      height = next;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export default function MermaidWrapper(props: Props): ReactNode {
  const [ref, near] = useNearScreen();
  const diagram = useKeepReaderInPlace();
  // The placeholder stays until the drawing is in (styles.module.css), so the page moves once.
  return (
    <div ref={diagram} className={styles.diagram}>
      {near && <Mermaid {...props} />}
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
