/**
 * The test src/theme/DocSidebarItem gives React.memo: whether a sidebar item renders the same
 * for its previous and its next props. Every item gets the page's path (`activePath`); an
 * item that neither is nor holds the active page for either path renders the same for both
 * (its active class, aria-current, visible children and its category's auto-expansion
 * depend on the path only through that). `isActive` is the docs plugin's
 * isActiveSidebarItem, passed in so that this module loads outside the bundle (unit test).
 */
export interface SidebarItemProps {
  readonly item: unknown;
  readonly activePath: string;
}

export type IsActive<Item> = (item: Item, activePath: string) => boolean;

export function rendersSameWith<P extends SidebarItemProps>(isActive: IsActive<P['item']>) {
  return (prev: P, next: P): boolean => {
    const [before, after] = [prev as unknown as Record<string, unknown>, next as unknown as Record<string, unknown>];
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) if (key !== 'activePath' && !Object.is(before[key], after[key])) return false;
    return (
      prev.activePath === next.activePath ||
      (!isActive(next.item, prev.activePath) && !isActive(next.item, next.activePath))
    );
  };
}
