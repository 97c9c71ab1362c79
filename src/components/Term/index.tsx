/**
 * `<Term>` in MDX (registered in src/theme/MDXComponents, so pages do not import it): the
 * text as a link to the term's glossary entry, with its short definition in a tooltip.
 * plugins/remark-glossary resolves the entry at compile time and passes `id` and `tip`, so
 * the definition is in the server HTML and each page's chunk holds only its own terms.
 *
 * CSS shows the tooltip on hover and focus (./styles.module.css); the script only does what
 * CSS cannot: keep it inside the viewport, hide it on Escape (WCAG 1.4.13), and on touch
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
let touch = false;
let listening = false;

/** Hides every tooltip shown, except the one of `keep`. */
function hideAll(keep?: EventTarget | null): void {
  for (const term of document.querySelectorAll<HTMLElement>(`.${styles.term}`))
    if (!term.contains(keep as Node)) term.dataset.state = 'hidden';
}

/** Shifts the tooltip back into the viewport, or above the term when there is no room below. */
function place(term: HTMLElement): void {
  if (!listening) {
    listening = true;
    addEventListener('keydown', (e) => e.key === 'Escape' && hideAll());
    addEventListener('pointerdown', (e) => hideAll(e.target));
  }
  if (term.dataset.state === 'hidden') delete term.dataset.state;
  const tip = term.lastElementChild as HTMLElement;
  tip.style.removeProperty('--shift');
  term.removeAttribute('data-up');
  const box = tip.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = Math.max(MARGIN - box.left, Math.min(0, width - MARGIN - box.right));
  tip.style.setProperty('--shift', `${shift}px`);
  if (box.bottom > innerHeight && box.height + MARGIN < term.getBoundingClientRect().top) term.dataset.up = '';
}

export default function Term({id, tip, children}: Props): ReactNode {
  const tipId = useId();
  return (
    <span
      className={styles.term}
      onPointerEnter={(e) => place(e.currentTarget)}
      onFocus={(e) => place(e.currentTarget)}>
      <Link
        to={`/sui-glossary#${id}`}
        aria-describedby={tip && tipId}
        onPointerDown={(e) => (touch = e.pointerType === 'touch')}
        onClick={(e) => {
          const term = e.currentTarget.parentElement!;
          const tapped = touch;
          touch = false;
          if (tip && tapped && term.dataset.state !== 'open') {
            e.preventDefault();
            place(term);
            term.dataset.state = 'open';
          }
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
