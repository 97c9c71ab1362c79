/**
 * The pure parts of the page feedback widget (src/components/PageFeedback, issue 26): the
 * answer storage that tolerates a throwing localStorage, the analytics event, and the
 * prefilled-issue address with its encoding and the 500-character cap.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FEEDBACK_STORAGE_PREFIX, readAnswer, writeAnswer} from '../../src/components/PageFeedback/storage';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_EVENT,
  cleanComment,
  feedbackEvent,
  feedbackIssueUrl,
} from '../../src/components/PageFeedback/payload';

/** A Storage over a Map, whose methods throw when told to. */
function memoryStorage(throwing = {get: false, set: false}): Storage & {map: Map<string, string>} {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => {
      if (throwing.get) throw new DOMException('The operation is insecure.', 'SecurityError');
      return map.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (throwing.set) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

/** Runs `body` with `globalThis.localStorage` set to `storage` (or none), or made to throw on access. */
function withStorage(storage: Storage | undefined | 'throws on access', body: () => void): void {
  const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      if (storage === 'throws on access')
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      return storage;
    },
  });
  try {
    body();
  } finally {
    if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
    else delete (globalThis as {localStorage?: Storage}).localStorage;
  }
}

test('storage: one answer per page under docs.feedback:<path>', () => {
  const storage = memoryStorage();
  assert.equal(FEEDBACK_STORAGE_PREFIX, 'docs.feedback:');
  withStorage(storage, () => {
    assert.equal(readAnswer('/concepts'), null);
    writeAnswer('/concepts', 'no');
    assert.equal(readAnswer('/concepts'), 'no');
    assert.equal(readAnswer('/concepts/object-model'), null, 'another page is unanswered');
    writeAnswer('/concepts', 'yes');
    assert.deepEqual([...storage.map], [['docs.feedback:/concepts', 'yes']]);
    // Anything else under the key (a later version of the site, a hand edit) is no answer.
    storage.map.set('docs.feedback:/concepts', 'maybe');
    assert.equal(readAnswer('/concepts'), null);
  });
});

test('storage: a throwing localStorage, or none at all, is tolerated', () => {
  withStorage(memoryStorage({get: true, set: true}), () => {
    assert.doesNotThrow(() => writeAnswer('/concepts', 'yes'));
    assert.equal(readAnswer('/concepts'), null);
  });
  withStorage('throws on access', () => {
    assert.doesNotThrow(() => writeAnswer('/concepts', 'no'));
    assert.equal(readAnswer('/concepts'), null);
  });
  // No localStorage at all: a TypeError, tolerated too.
  withStorage(undefined, () => {
    assert.equal(readAnswer('/concepts'), null);
    assert.doesNotThrow(() => writeAnswer('/concepts', 'yes'));
  });
});

test('event: docs_feedback with the path and the answer; the comment only when written, trimmed', () => {
  assert.equal(FEEDBACK_EVENT, 'docs_feedback');
  assert.deepEqual(feedbackEvent('/concepts', true), {path: '/concepts', helpful: true});
  assert.deepEqual(feedbackEvent('/concepts', false, '   \n '), {path: '/concepts', helpful: false});
  assert.deepEqual(feedbackEvent('/concepts', false, '  The example fails.\n'), {
    path: '/concepts',
    helpful: false,
    comment: 'The example fails.',
  });
});

test('comment cap: 500 UTF-16 units, never half of a surrogate pair', () => {
  assert.equal(COMMENT_MAX_LENGTH, 500);
  assert.equal(cleanComment('a'.repeat(600)).length, 500);
  assert.equal(cleanComment('a'.repeat(500)), 'a'.repeat(500));
  // 499 letters then an emoji (two units): the emoji does not fit and is dropped whole.
  const cut = cleanComment(`${'a'.repeat(499)}😀 and more`);
  assert.equal(cut, 'a'.repeat(499));
  assert.doesNotMatch(cut, /[\uD800-\uDBFF]$/);
  assert.equal(cleanComment(undefined), '');
});

test('issue link: <repository>/issues/new with the page, the answer and the comment, encoded', () => {
  const href = feedbackIssueUrl(
    'https://github.com/example/sui-docs',
    'https://docs.example.com/concepts/object-model',
    feedbackEvent('/concepts/object-model', false, 'Code & "quotes" #1 ?x=1 100% é 😀\nsecond line'),
  );
  const url = new URL(href);
  assert.equal(url.origin + url.pathname, 'https://github.com/example/sui-docs/issues/new');
  assert.deepEqual([...url.searchParams.keys()], ['title', 'body'], 'nothing in the comment breaks out of body');
  assert.equal(url.searchParams.get('title'), 'Page feedback: /concepts/object-model');
  assert.equal(
    url.searchParams.get('body'),
    'Page: https://docs.example.com/concepts/object-model\nHelpful: no\n\nCode & "quotes" #1 ?x=1 100% é 😀\nsecond line',
  );
  assert.doesNotMatch(href, /[\s"#]|[^\x20-\x7e]/, 'only URL-safe characters');
  // Decoding the whole address gives back the text (what the e2e test reads from the link).
  assert.ok(decodeURIComponent(href).includes('Code & "quotes" #1 ?x=1 100% é 😀\nsecond line'));
  // A trailing slash on the repository does not double.
  assert.match(
    feedbackIssueUrl('https://github.com/example/sui-docs/', 'https://d/x', feedbackEvent('/x', true)),
    /^https:\/\/github\.com\/example\/sui-docs\/issues\/new\?/,
  );
  assert.equal(
    new URL(feedbackIssueUrl('https://github.com/o/r', 'https://d/x', feedbackEvent('/x', true))).searchParams.get(
      'body',
    ),
    'Page: https://d/x\nHelpful: yes\n\n(no comment)',
  );
});

test('issue link: a comment over the cap is cut to 500 before it is encoded', () => {
  const long = 'é'.repeat(COMMENT_MAX_LENGTH + 100);
  const body = new URL(
    feedbackIssueUrl('https://github.com/o/r', 'https://d/x', feedbackEvent('/x', false, long)),
  ).searchParams.get('body')!;
  assert.ok(body.endsWith(`\n\n${'é'.repeat(COMMENT_MAX_LENGTH)}`));
  assert.ok(!body.includes('é'.repeat(COMMENT_MAX_LENGTH + 1)));
});
