/**
 * What follows a Yes / No answer, loaded on the click so that a doc page's first load
 * carries only the question (./index.tsx, which also remembers the answer). It picks where
 * the answer goes and shows the optional comment: a textarea of at most 500 characters with
 * a live count, then Skip and Send.
 * - Analytics (configured, and the reader has not turned it off): the answer goes out as one
 *   `docs_feedback` event on Send or Skip, or without the comment when the reader leaves for
 *   another page of the site first.
 * - Otherwise, with a repository: Send is a link opening a prefilled new issue in a new tab;
 *   Skip sends nothing.
 * - Neither (an opted-out reader on a build without a repository): the thank-you at once.
 */
import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {AnalyticsClient} from '../Analytics/amplitude';
import {COMMENT_MAX_LENGTH, feedbackEvent, feedbackIssueUrl} from './payload';
import {analyticsClient, sendFeedback} from './send';
import styles from './Answer.module.css';

export interface AnswerProps {
  path: string;
  helpful: boolean;
  /** Shows the thank-you in place of the question. */
  onDone: () => void;
}

export default function Answer({path, helpful, onDone: showThanks}: AnswerProps): ReactNode {
  // docusaurus.config.ts: 'analytics' when the build has analytics; the repository when set.
  const {pageFeedback, repositoryUrl} = useDocusaurusContext().siteConfig.customFields ?? {};
  const configured = pageFeedback === 'analytics';
  const repository = typeof repositoryUrl === 'string' ? repositoryUrl : null;
  // Where the answer goes, decided when the reader answers (the footer's analytics switch may
  // have changed since the page loaded); undefined while the SDK is asked.
  const [channel, setChannel] = useState<'analytics' | 'issue' | null>();
  const client = useRef<AnalyticsClient | null>(null);
  const [comment, setComment] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const sent = useRef(false);
  const id = useId();
  // What leaving the page sends: the answer as it is then (the reader may switch Yes / No).
  const latest = useRef({helpful, comment});
  latest.current = {helpful, comment};

  const onDone = () => {
    showThanks();
    // The buttons are gone: the thank-you takes the focus, and its live region reads it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.theme-doc-feedback [role="status"]')?.focus());
  };

  const send = (withComment: boolean) => {
    if (sent.current) return;
    sent.current = true;
    const now = latest.current;
    if (client.current)
      sendFeedback(client.current, feedbackEvent(path, now.helpful, withComment ? now.comment : undefined));
  };

  useEffect(() => {
    let mounted = true;
    void analyticsClient(configured).then((running) => {
      if (!mounted) return;
      client.current = running;
      setChannel(running ? 'analytics' : repository ? 'issue' : null);
    });
    return () => {
      mounted = false;
      // Leaving for another page of the site before Send or Skip still counts the answer.
      send(false);
    };
    // Once, when the reader first answers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (channel === null) onDone();
    else if (channel) field.current?.focus();
    // When the channel is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channel]);

  if (!channel) return null;

  const done = (withComment: boolean) => {
    send(withComment);
    onDone();
  };

  return (
    <div className={styles.comment}>
      <label htmlFor={`${id}-text`} className={styles.label}>
        {helpful
          ? translate({id: 'site.feedback.commentYes', message: 'Anything we could improve? (optional)'})
          : translate({id: 'site.feedback.commentNo', message: 'What was missing or wrong? (optional)'})}
      </label>
      <textarea
        id={`${id}-text`}
        ref={field}
        className={styles.text}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={comment}
        aria-describedby={`${id}-count`}
        onChange={(event) => setComment(event.target.value)}
      />
      <span id={`${id}-count`} className={styles.count}>
        {translate(
          {id: 'site.feedback.count', message: '{count} of {max} characters'},
          {count: comment.length, max: COMMENT_MAX_LENGTH},
        )}
      </span>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--link" onClick={() => done(false)}>
          {translate({id: 'site.feedback.skip', message: 'Skip'})}
        </button>
        {channel === 'analytics' ? (
          <button type="button" className="button button--sm button--primary" onClick={() => done(true)}>
            {translate({id: 'site.feedback.send', message: 'Send'})}
          </button>
        ) : (
          <Link
            className={`button button--sm button--primary ${styles.issue}`}
            href={feedbackIssueUrl(
              repository ?? '',
              new URL(path, window.location.origin).toString(),
              feedbackEvent(path, helpful, comment),
            )}
            title={translate({
              id: 'site.feedback.issueTitle',
              message: 'Opens a new issue in the repository, in a new tab, filled in with your answer and comment',
            })}
            onClick={() => {
              sent.current = true;
              // After the browser has followed the link (to a new tab).
              setTimeout(onDone, 0);
            }}>
            {translate({id: 'site.feedback.openIssue', message: 'Send as an issue'})}
          </Link>
        )}
      </div>
    </div>
  );
}
