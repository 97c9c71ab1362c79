/**
 * DocSearch 3's navbar button, same markup and classes (styled by @docsearch/css). The
 * package exports it only from its full bundle, which would put the whole modal in every
 * page's initial JavaScript; this copy keeps the modal behind the first open.
 */
import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';

function isAppleDevice(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

/** `placeholder`: the button's text (translated by the caller). */
type Props = ComponentPropsWithoutRef<'button'> & {placeholder: string};

export const DocSearchButton = forwardRef<HTMLButtonElement, Props>(function DocSearchButton(
  {placeholder, ...props},
  ref,
) {
  // Known only in the browser: the server renders no key hint, like DocSearch.
  const [modifier, setModifier] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => setModifier(isAppleDevice() ? '⌘' : 'Ctrl'), []);
  return (
    // The name is the visible "Search"; the shortcut is announced through aria-keyshortcuts, so
    // the visible text and the accessible name agree (axe: label-content-name-mismatch).
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts="Control+K Meta+K /"
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{placeholder}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            {/* eslint-disable-next-line @docusaurus/no-untranslated-text -- the key the shortcut listens for, in every locale */}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});
