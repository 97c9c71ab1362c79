/**
 * What a feedback answer becomes: an analytics event, or the address of a prefilled new
 * issue in the repository. Pure functions (unit-tested in tests/unit/page-feedback.test.ts).
 */

/** The analytics event's name (Amplitude event type). */
export const FEEDBACK_EVENT = 'docs_feedback';

/** The longest comment accepted, in UTF-16 code units (what the textarea's maxLength counts). */
export const COMMENT_MAX_LENGTH = 500;

export interface FeedbackEvent {
  /** The doc's route, such as /concepts/object-model. */
  path: string;
  helpful: boolean;
  /** Only when the reader wrote one: trimmed, at most COMMENT_MAX_LENGTH. */
  comment?: string;
}

/** The comment trimmed and cut to the cap, without leaving half of a surrogate pair; empty when none. */
export function cleanComment(comment: string | undefined): string {
  let text = (comment ?? '').trim();
  if (text.length > COMMENT_MAX_LENGTH) {
    text = text.slice(0, COMMENT_MAX_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text;
}

export function feedbackEvent(path: string, helpful: boolean, comment?: string): FeedbackEvent {
  const text = cleanComment(comment);
  return text ? {path, helpful, comment: text} : {path, helpful};
}

/**
 * `<repository>/issues/new` with a title naming the page and a body giving its address, the
 * answer and the comment (the form the repository host opens, prefilled). `repository` is
 * the repository's web address (config/env.ts: https://github.com/<owner>/<name>).
 */
export function feedbackIssueUrl(repository: string, pageUrl: string, event: FeedbackEvent): string {
  const title = `Page feedback: ${event.path}`;
  const body = [
    `Page: ${pageUrl}`,
    `Helpful: ${event.helpful ? 'yes' : 'no'}`,
    '',
    event.comment ?? '(no comment)',
  ].join('\n');
  return `${repository.replace(/\/+$/, '')}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
