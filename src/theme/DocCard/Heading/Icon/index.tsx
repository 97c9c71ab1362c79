/**
 * Wraps the stock card icon. When a label does not start with an emoji of its own, the stock
 * DocCard gives the card an emoji (📄️ a page, 🗃 a category, 🔗 an external link), which
 * renders as an empty box where no emoji font is installed (a Linux desktop, a server-side
 * screenshot). The same three are drawn here as SVG, in the card's text colour; the stock
 * markup (its span and classes) stays, and an emoji a writer put in a label is kept.
 */
import React, {type ReactNode} from 'react';
import Icon from '@theme-original/DocCard/Heading/Icon';
import type IconType from '@theme/DocCard/Heading/Icon';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof IconType>;

/** Material Design icons (Apache 2.0), the set the theme's own icons come from. */
const PATHS = {
  // description
  page: 'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8l-6-6zm2 16H8v-2h8v2zm0-4H8v-2h8v2zm-3-5V3.5L18.5 9H13z',
  // folder
  category: 'M10 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2h-8l-2-2z',
  // open_in_new, as the theme's IconExternalLink
  external:
    'M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z',
} as const;

/** The stock DocCard's fallback emoji (theme-classic DocCard/index.js, getFallbackEmojiIcon). */
const FALLBACKS: Readonly<Record<string, keyof typeof PATHS>> = {
  '\u{1F4C4}\uFE0F': 'page', // 📄️
  '\u{1F5C3}': 'category', // 🗃
  '\u{1F517}': 'external', // 🔗
};

export default function DocCardHeadingIconWrapper(props: Props): ReactNode {
  const kind = typeof props.icon === 'string' ? FALLBACKS[props.icon] : undefined;
  if (!kind) return <Icon {...props} />;
  return (
    <Icon
      {...props}
      icon={
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={PATHS[kind]} />
        </svg>
      }
    />
  );
}
