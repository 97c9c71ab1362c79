/**
 * Ejected from @docusaurus/theme-classic (safe): adds the site's brand row (large title
 * and social links) above the stock link columns and copyright, and the analytics switch
 * (which also starts analytics on mount) below them when analytics is configured.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import type {Props} from '@theme/Footer/Layout';
import SocialLinks from '@site/src/components/SocialLinks';
import FooterAnalytics from '@site/src/components/Analytics';
import styles from './styles.module.css';

export default function FooterLayout({style, links, logo, copyright}: Props): ReactNode {
  return (
    <footer
      className={clsx(ThemeClassNames.layout.footer.container, 'footer', {
        'footer--dark': style === 'dark',
      })}>
      <div className="container container-fluid">
        <div className={styles.brandRow}>
          <p className={styles.brandTitle}>
            <Translate id="site.footer.brandTitle">Sui Documentation</Translate>
          </p>
          <SocialLinks />
        </div>
        {links}
        {(logo || copyright) && (
          <div className="footer__bottom text--center">
            {logo && <div className="margin-bottom--sm">{logo}</div>}
            {copyright}
          </div>
        )}
        <FooterAnalytics />
      </div>
    </footer>
  );
}
