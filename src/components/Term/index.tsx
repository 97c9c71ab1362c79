/**
 * `<Term>` in MDX (registered in src/theme/MDXComponents, so pages do not import it): the
 * text as a link to the term's glossary entry, with its short definition in a tooltip.
 * plugins/remark-glossary resolves the entry at compile time and passes `id` and `tip`, so
 * the definition is in the server HTML and each page's chunk holds only its own terms.
 *
 * CSS shows the tooltip on hover and focus (./styles.module.css); the script only does what
 * CSS cannot: keep it inside the viewport's width, hide it on Escape (WCAG 1.4.13), and on touch
 * make the first tap show it (the second follows the link; a tap elsewhere hides it).
 * The state lives in a data attribute, not in React, so the component costs no hooks but one.
 */
import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Props {
  /** The glossary entry's id (set by plugins/remark-glossary from `id` or the text). */
  id: string;
  /** Its short definition (set by plugins/remark-glossary). */
  tip?: string;
  children: ReactNode;
}

const MARGIN = 8;
/** The term whose tooltip was shown last (hover, focus or tap), and whether the pointer down was a finger. */
let shown: HTMLElement | undefined;
let touch = false;

/** Hides the last tooltip shown, unless `keep` is inside its term. */
function hide(keep?: EventTarget | null): void {
  if (shown && !shown.contains(keep as Node)) shown.dataset.state = 'hidden';
}

if (typeof window !== 'undefined') {
  addEventListener('keydown', (e) => e.key === 'Escape' && hide());
  addEventListener('pointerdown', (e) => hide(e.target));
}

/** On hover or focus: hides the previous tooltip, and shifts this one sideways back into the viewport. */
function show({currentTarget: term}: {currentTarget: HTMLElement}): void {
  if (shown !== term) hide();
  shown = term;
  if (term.dataset.state === 'hidden') delete term.dataset.state;
  const tip = term.lastElementChild as HTMLElement;
  tip.style.translate = '';
  const box = tip.getBoundingClientRect();
  tip.style.translate = `${Math.max(MARGIN - box.left, Math.min(0, document.documentElement.clientWidth - MARGIN - box.right))}px`;
}

export default function Term({id, tip, children}: Props): ReactNode {
  const tipId = useId();
  return (
    <span className={styles.term} onPointerEnter={show} onFocus={show}>
      <Link
        to={`/sui-glossary#${id}`}
        aria-describedby={tip && tipId}
        onPointerDown={(e) => (touch = e.pointerType === 'touch')}
        onClick={(e) => {
          // A first tap shows the tooltip (placed on pointerenter); the next one follows the link.
          const term = e.currentTarget.parentElement!;
          if (touch && term.dataset.state !== 'open') {
            e.preventDefault();
            term.dataset.state = 'open';
          }
          touch = false;
        }}>
        {children}
      </Link>
      {tip && (
        <span role="tooltip" id={tipId} className={styles.tip}>
          {tip}
        </span>
      )}
    </span>
  );
}
