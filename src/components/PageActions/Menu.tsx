/**
 * The page actions menu, loaded on first use (./index.tsx): a "Copy page" button that
 * puts the page's Markdown (`<route>.md`, plugins/page-markdown) on the clipboard, and a
 * menu button (the WAI-ARIA menu button pattern: Enter, Space or ArrowDown open it on its
 * first item, arrows, Home and End move, Escape closes it and gives the focus back, Tab
 * and a click outside close it) with: copy, view as Markdown, open in ChatGPT, open in
 * Claude. The assistants get a prompt naming the page's public `.md` address; they are
 * plain links, so nothing reaches them before the reader follows one.
 */
import React, {useEffect, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {markdownPath} from './markdownPath';
import styles from './styles.module.css';
import menuStyles from './menu.module.css';

/** What the reader did to load the menu: the loaded menu carries it out and keeps the focus on that button. */
export type Start = 'copy' | 'open';
type Status = 'idle' | 'copied' | 'failed';

async function copyMarkdown(path: string): Promise<void> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

export default function PageActionsMenu({start}: {start: Start}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const path = markdownPath(pathname);
  const prompt = translate(
    {id: 'site.pageActions.prompt', message: 'Read {url} and answer questions about it.'},
    {url: `${siteConfig.url.replace(/\/$/, '')}${path}`},
  );
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const copyButton = useRef<HTMLButtonElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const copy = () => {
    setStatus('idle');
    copyMarkdown(path).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const close = (focusToggle: boolean) => {
    setOpen(false);
    if (focusToggle) toggle.current?.focus();
  };

  // Carry out what loaded the menu, with the focus on the button the reader used.
  useEffect(() => {
    if (start === 'copy') {
      copyButton.current?.focus();
      copy();
    } else {
      toggle.current?.focus();
      setOpen(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Opened: the first item takes the focus; a press outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    items()[0]?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  // "Copied" for a few seconds, then the label again.
  useEffect(() => {
    if (status !== 'copied') return undefined;
    const timer = setTimeout(() => setStatus('idle'), 2000);
    return () => clearTimeout(timer);
  }, [status]);

  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => {
      event.preventDefault();
      list[(i + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const external = {
    target: '_blank',
    rel: 'noopener noreferrer',
    role: 'menuitem',
    tabIndex: -1,
    onClick: () => close(false),
  };
  return (
    <div ref={root} className={styles.actions}>
      <button ref={copyButton} type="button" className={styles.copy} onClick={copy}>
        {status === 'copied'
          ? translate({id: 'site.pageActions.copied', message: 'Copied'})
          : translate({id: 'site.pageActions.copy', message: 'Copy page'})}
      </button>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={translate({id: 'site.pageActions.more', message: 'More ways to use this page'})}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'page-actions-menu' : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
        onKeyDown={onToggleKey}
      />
      {open && (
        <ul
          ref={menu}
          id="page-actions-menu"
          role="menu"
          aria-label={translate({id: 'site.pageActions.menu', message: 'Page actions'})}
          className={menuStyles.menu}
          onKeyDown={onMenuKey}>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                close(true);
                copy();
              }}>
              {translate({id: 'site.pageActions.copyMarkdown', message: 'Copy page as Markdown'})}
            </button>
          </li>
          <li role="none">
            {/* pathname://: a plain link to the file, not a route of the app. */}
            <Link role="menuitem" tabIndex={-1} to={`pathname://${path}`}>
              {translate({id: 'site.pageActions.view', message: 'View as Markdown'})}
            </Link>
          </li>
          <li role="none">
            <Link {...external} to={`https://chatgpt.com/?q=${encodeURIComponent(prompt)}`}>
              {translate({id: 'site.pageActions.chatgpt', message: 'Open in ChatGPT'})}
            </Link>
          </li>
          <li role="none">
            <Link {...external} to={`https://claude.ai/new?q=${encodeURIComponent(prompt)}`}>
              {translate({id: 'site.pageActions.claude', message: 'Open in Claude'})}
            </Link>
          </li>
        </ul>
      )}
      <span role="status" className={status === 'failed' ? menuStyles.error : menuStyles.srOnly}>
        {status === 'failed'
          ? translate({
              id: 'site.pageActions.failed',
              message: 'Could not copy the page. Use "View as Markdown" and copy it from there.',
            })
          : status === 'copied'
            ? translate({id: 'site.pageActions.copiedStatus', message: 'Page copied as Markdown'})
            : ''}
      </span>
    </div>
  );
}
