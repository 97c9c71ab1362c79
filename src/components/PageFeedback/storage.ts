/**
 * The reader's answer to "Was this page helpful?", one per page, kept in localStorage under
 * `docs.feedback:<page path>` ("yes" or "no"), so a page the reader has answered shows the
 * thank-you on every later visit. Storage that throws (private modes, storage disabled,
 * quota) or is missing is tolerated: reading gives "no answer", writing does nothing, and
 * the widget works for the visit from its own state. In the first load of every doc page:
 * kept small.
 */
export type Answer = 'yes' | 'no';

export const FEEDBACK_STORAGE_PREFIX = 'docs.feedback:';

export function readAnswer(path: string): Answer | null {
  try {
    const value = localStorage.getItem(FEEDBACK_STORAGE_PREFIX + path);
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

export function writeAnswer(path: string, answer: Answer): void {
  try {
    localStorage.setItem(FEEDBACK_STORAGE_PREFIX + path, answer);
  } catch {
    // Not remembered after this visit; nothing else to do.
  }
}
