/**
 * "Was this page helpful?" at the foot of a doc page (issue 26), under the footer lines of
 * src/theme/DocItem/Footer. Only the question and its Yes / No buttons are in the page's
 * first load, rendered on the server; everything that happens once the reader answers
 * (the comment form, sending) is ./Answer.tsx, loaded on the click.
 * Where the answer goes:
 * - analytics configured (AMPLITUDE_API_KEY) and the reader has not opted out: a
 *   `docs_feedback` event through the site's analytics SDK (./send.ts);
 * - otherwise, with a repository (SUI_DOCS_REPO_URL): a link opening a prefilled new issue;
 * - with neither configured the widget is not shown at all: there is nowhere to send an
 *   answer. (A reader who opted out of analytics on a build without a repository gets the
 *   thank-you and nothing is sent.)
 * One answer per page per reader is remembered (./storage.ts); an answered page shows the
 * thank-you instead of the buttons, in the same space (no layout shift). Kept small: every
 * byte here is in each doc page's first load (ARCHITECTURE.md, The doc page footer).
 */
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {readAnswer, writeAnswer} from './storage';
import type {AnswerProps} from './Answer';
import styles from './styles.module.css';

interface State {
  /** The reader's answer on this visit, once given. */
  helpful?: boolean;
  /** Answered (now or on an earlier visit): the thank-you. */
  done?: boolean;
  /** ./Answer.tsx, once loaded. */
  Answer?: ComponentType<AnswerProps>;
}

export default function PageFeedback(): ReactNode {
  const path = useDoc().metadata.permalink;
  // docusaurus.config.ts: analytics or a repository is configured.
  const on = useDocusaurusContext().siteConfig.customFields?.pageFeedback;
  const [state, setState] = useState<State>({});
  // After hydration, and on each new page: a page answered before shows the thank-you.
  useEffect(() => setState({done: readAnswer(path) !== null}), [path]);
  if (!on) return null;
  const {helpful, done, Answer} = state;
  const finish = () => setState((s) => ({...s, done: true}));

  const button = (value: boolean, label: string) => (
    <button
      type="button"
      className="button button--sm button--outline button--secondary"
      aria-pressed={helpful === value}
      onClick={() => {
        writeAnswer(path, value ? 'yes' : 'no');
        setState((s) => ({...s, helpful: value}));
        // Loaded once; a failed load (offline) shows the thank-you.
        if (!Answer)
          import(/* webpackChunkName: "feedback" */ './Answer').then(
            (m) => setState((s) => ({...s, Answer: m.default})),
            finish,
          );
      }}>
      {label}
    </button>
  );

  return (
    <section
      className={`theme-doc-feedback ${styles.feedback}`}
      aria-label={translate({id: 'site.feedback.region', message: 'Page feedback'})}>
      <div className={styles.row}>
        {!done && (
          <>
            <p id="feedback-question">{translate({id: 'site.feedback.question', message: 'Was this page helpful?'})}</p>
            <div role="group" aria-labelledby="feedback-question">
              {button(true, translate({id: 'site.feedback.yes', message: 'Yes'}))}
              {button(false, translate({id: 'site.feedback.no', message: 'No'}))}
            </div>
          </>
        )}
        {/* Answer.tsx gives it the focus when the buttons go. */}
        <p role="status" tabIndex={-1}>
          {done && translate({id: 'site.feedback.thanks', message: 'Thanks for your feedback!'})}
        </p>
      </div>
      {!done && helpful !== undefined && Answer && <Answer path={path} helpful={helpful} onDone={finish} />}
    </section>
  );
}
