/**
 * Escape closes the phone menu and gives focus back to the button that opens it, as Escape
 * closes a dialog (WAI-ARIA Authoring Practices). The stock menu closes only from that button,
 * its backdrop, a link or the browser's Back; the layout, which renders the backdrop, adds
 * the keyboard's way out here.
 */
import {useEffect} from 'react';

export function useCloseOnEscape(shown: boolean, toggle: () => void): void {
  useEffect(() => {
    if (!shown) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A component that handled Escape itself (a dialog opened from the menu) keeps it.
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      toggle();
      document.querySelector<HTMLButtonElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);
}
