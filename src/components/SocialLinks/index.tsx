import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

interface SocialLink {
  /** Accessible name: icons carry no text of their own. */
  label: string;
  href: string;
  /** 24×24 path data, drawn in currentColor. */
  icon: string;
}

// Simplified glyphs drawn for this site; each link is named for screen readers.
const socialLinks: readonly SocialLink[] = [
  {
    label: translate({id: 'site.socialLinks.discord', message: 'Sui on Discord'}),
    href: 'https://discord.gg/sui',
    icon: 'M19.3 5.3A17 17 0 0 0 15 4l-.6 1.2a15.6 15.6 0 0 0-4.8 0L9 4a17 17 0 0 0-4.3 1.3C2 9.4 1.3 13.4 1.6 17.3A17 17 0 0 0 6.9 20l1.1-1.8c-.6-.2-1.2-.5-1.7-.8l.4-.3a12.2 12.2 0 0 0 10.6 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.8a17 17 0 0 0 5.3-2.7c.4-4.6-.7-8.5-3.1-12ZM8.7 14.9c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Zm6.6 0c-1 0-1.9-1-1.9-2.1s.8-2.1 1.9-2.1 1.9 1 1.9 2.1-.8 2.1-1.9 2.1Z',
  },
  {
    label: translate({id: 'site.socialLinks.x', message: 'Sui on X'}),
    href: 'https://x.com/SuiNetwork',
    icon: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  },
  {
    label: translate({id: 'site.socialLinks.medium', message: 'Sui on Medium'}),
    href: 'https://medium.com/@mysten',
    icon: 'M6.8 6a6 6 0 1 1 0 12 6 6 0 0 1 0-12Zm9.6.4c1.7 0 3 2.5 3 5.6s-1.3 5.6-3 5.6-3-2.5-3-5.6 1.4-5.6 3-5.6Zm4.7.6c.6 0 1.1 2.2 1.1 5s-.5 5-1.1 5-1-2.2-1-5 .4-5 1-5Z',
  },
  {
    label: translate({id: 'site.socialLinks.linkedin', message: 'Sui on LinkedIn'}),
    href: 'https://www.linkedin.com/company/sui-foundation',
    icon: 'M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM3 8.5h3V21H3V8.5Zm5.5 0h2.9v1.7c.4-.8 1.5-2 3.4-2 3.6 0 4.2 2.3 4.2 5.4V21h-3v-6.6c0-1.6 0-3.5-2.2-3.5s-2.4 1.7-2.4 3.4V21h-3V8.5Z',
  },
];

export default function SocialLinks({className}: {className?: string}): ReactNode {
  return (
    <ul className={clsx(styles.socialLinks, className)}>
      {socialLinks.map(({label, href, icon}) => (
        <li key={href}>
          <Link
            className={styles.socialLink}
            href={href}
            aria-label={label}
            title={label}
            target="_blank"
            rel="noopener noreferrer">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={icon} />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
