/**
 * The line above a doc page's title: its breadcrumbs (`children`) and the page actions,
 * as the server renders them: "Copy page" and a menu button. The menu (./Menu.tsx:
 * copying the Markdown, the links to the `.md`, to ChatGPT and to Claude) is loaded on the
 * first hover, focus or click, so a page's first-load JavaScript carries only this;
 * nothing is requested from anyone else until the reader follows a link. The loaded menu
 * takes the buttons' place with the same markup and keeps the focus where it was.
 */
import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type MenuType from './Menu';
import type {Start} from './Menu';
import styles from './styles.module.css';

// webpack forgets a chunk that failed to load, so the next hover or click tries again.
const load = () => import(/* webpackChunkName: "page-actions" */ './Menu');
const ignore = () => undefined;
const preload = () => void load().catch(ignore);

export default function PageActions({children}: {children: ReactNode}): ReactNode {
  const [loaded, setLoaded] = useState<{Menu: typeof MenuType; start: Start} | null>(null);
  const start = (s: Start) => () => void load().then((m) => setLoaded({Menu: m.default, start: s}), ignore);
  const warm = {onFocus: preload, onPointerEnter: preload};
  return (
    <div className={styles.row}>
      {children}
      {loaded ? (
        <loaded.Menu start={loaded.start} />
      ) : (
        <div className={styles.actions}>
          <button type="button" className={styles.copy} onClick={start('copy')} {...warm}>
            {translate({id: 'site.pageActions.copy', message: 'Copy page'})}
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-label={translate({id: 'site.pageActions.more', message: 'More ways to use this page'})}
            aria-haspopup="menu"
            aria-expanded="false"
            onClick={start('open')}
            {...warm}
          />
        </div>
      )}
    </div>
  );
}
