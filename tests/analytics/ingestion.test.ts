/**
 * Analytics in a real browser against the analytics test build (build-analytics, made by
 * scripts/test.ts with a test API key, short flushes and AMPLITUDE_SERVER_URL pointing at
 * the IngestionServer below). Each test gives its browser a device id of its own through
 * the SDK's `deviceId` URL parameter and looks only at that device's uploads. The retry
 * delays asserted here are the SDK's own: 1 s × attempt after a failure, 30 s after a 429.
 * The page feedback widget (src/components/PageFeedback) sends its answers through the same
 * SDK: its tests are at the end.
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import type {BrowserContext, ConsoleMessage, Page} from 'playwright-core';
import {DESKTOP, useBrowser} from '../support/browser';
import {IngestionServer, ok, type UploadEvent} from '../support/ingestion';
import {waitForHydration} from '../support/site';

const BASE = process.env.ANALYTICS_BASE_URL;
const INGEST_PORT = Number(process.env.ANALYTICS_INGEST_PORT);
const API_KEY = process.env.ANALYTICS_API_KEY;
if (!BASE || !INGEST_PORT || !API_KEY) {
  throw new Error(
    'Run the analytics tests through `npm test` or `npm run test:e2e`: they need ANALYTICS_BASE_URL, ANALYTICS_INGEST_PORT and ANALYTICS_API_KEY.',
  );
}
const site = (pathname: string) => new URL(pathname, BASE).toString();

const PAGE_VIEW = '[Amplitude] Page Viewed';
const DOWNLOAD = '[Amplitude] File Downloaded';
const UNSENT_KEY = `AMP_unsent_${API_KEY.substring(0, 10)}`;

const browser = useBrowser();
const ingestion = new IngestionServer(INGEST_PORT);
before(() => ingestion.start());
after(() => ingestion.stop());

interface Session {
  context: BrowserContext;
  page: Page;
  deviceId: string;
  pageErrors: Error[];
  /** console.error calls of the page's own scripts (the browser's network log excluded). */
  consoleErrors: string[];
}

let devices = 0;

/**
 * A fresh browser profile with a device id of its own. The tag manager's script (this
 * build has a container id) is answered with a network error: the machine is offline.
 */
async function openSession(): Promise<Session> {
  const context = await browser().newContext(DESKTOP);
  await context.route('https://www.googletagmanager.com/**', (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  devices += 1;
  return {context, page, deviceId: `analytics-test-${process.pid}-${devices}-${Date.now()}`, pageErrors, consoleErrors};
}

async function visit(session: Session, pathname: string, query = ''): Promise<void> {
  const sep = query ? '&' : '';
  await session.page.goto(site(`${pathname}?deviceId=${session.deviceId}${sep}${query}`));
  await waitForHydration(session.page);
}

/** Follows the footer's "Install Sui" link: a client-side route change, no page load. */
async function navigateClientSide(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as {marker: number}).marker = 1));
  await page.locator('footer').getByRole('link', {name: 'Install Sui'}).click();
  await page.waitForURL(site('/guides/developer/getting-started/sui-install'), {waitUntil: 'commit'});
  assert.equal(await page.evaluate(() => (window as unknown as {marker?: number}).marker), 1, 'no full page load');
}

/** Adds `count` links to PDF files to the page and clicks each (the download itself is cancelled). */
async function clickDownloads(page: Page, count: number): Promise<void> {
  await page.evaluate((n) => {
    const box = document.createElement('div');
    for (let i = 0; i < n; i += 1) {
      const a = document.createElement('a');
      a.href = `/files/whitepaper-${i}.pdf`;
      a.textContent = `Whitepaper ${i}`;
      a.className = 'test-download';
      box.append(a);
    }
    document.querySelector('main')!.append(box);
  }, count);
  // Give the SDK's MutationObserver a moment to attach its click listeners.
  await page.waitForTimeout(100);
  await page.evaluate(() => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a.test-download')) {
      a.addEventListener('click', (event) => event.preventDefault());
      a.click();
    }
  });
}

const ofType = (events: UploadEvent[], type: string) => events.filter((e) => e.event_type === type);
const ids = (events: UploadEvent[]) => events.map((e) => e.insert_id).sort();

async function close(session: Session): Promise<void> {
  await session.context.close();
  ingestion.respond = ok;
}

test('the first page view arrives with the spec body; a client-side route change and a download send more', async () => {
  const session = await openSession();
  const scripts: string[] = [];
  session.page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      void response.text().then(
        (t) => scripts.push(t),
        () => undefined,
      );
  });
  await visit(session, '/concepts/object-model', 'utm_source=newsletter&utm_medium=email&gclid=click-42');

  const first = await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first upload');
  const body = first.body;
  assert.equal(body.api_key, API_KEY);
  assert.deepEqual(body.options, {min_id_length: 5});
  assert.ok(!Number.isNaN(Date.parse(body.client_upload_time)), 'client_upload_time is an ISO date');
  for (const event of body.events) {
    assert.equal(typeof event.event_type, 'string');
    assert.equal(event.device_id, session.deviceId);
    assert.equal(typeof event.session_id, 'number');
    assert.equal(typeof event.time, 'number');
    assert.match(String(event.insert_id), /^[0-9a-f-]{36}$/);
  }
  const [view] = ofType(body.events, PAGE_VIEW);
  assert.ok(view, `a page view among ${body.events.map((e) => e.event_type).join(', ')}`);
  assert.equal(view.event_properties?.['[Amplitude] Page Path'], '/concepts/object-model');
  assert.equal(view.event_properties?.['[Amplitude] Page Title'], 'Object model | Sui Documentation');
  // Attribution: the campaign fields and the ad click id travel with the page view.
  assert.equal(view.event_properties?.utm_source, 'newsletter');
  assert.equal(view.event_properties?.utm_medium, 'email');
  assert.equal(view.event_properties?.gclid, 'click-42');
  assert.ok(ofType(body.events, 'session_start').length === 1, 'a session starts');

  await navigateClientSide(session.page);
  const views = await ingestion.waitFor(() => {
    const all = ofType(ingestion.delivered(session.deviceId), PAGE_VIEW);
    return all.length >= 2 && all;
  }, 'a second page view');
  assert.equal(views[1].event_properties?.['[Amplitude] Page Path'], '/guides/developer/getting-started/sui-install');
  assert.equal(views[1].session_id, view.session_id, 'same session');

  await clickDownloads(session.page, 1);
  const [download] = await ingestion.waitFor(() => {
    const found = ofType(ingestion.delivered(session.deviceId), DOWNLOAD);
    return found.length > 0 && found;
  }, 'a file download event');
  assert.equal(download.event_properties?.['[Amplitude] File Extension'], 'pdf');
  assert.equal(download.event_properties?.['[Amplitude] File Name'], '/files/whitepaper-0.pdf');

  // The SDK starts once per page load: the route change gave exactly one more page view.
  await session.page.waitForTimeout(1000);
  assert.equal(ofType(ingestion.delivered(session.deviceId), PAGE_VIEW).length, 2);
  assert.ok(
    scripts.some((s) => s.includes('api2.amplitude.com')),
    'the SDK was loaded (positive control for the default-build test)',
  );
  assert.deepEqual(session.pageErrors.map(String), []);
  assert.deepEqual(session.consoleErrors, []);
  await close(session);
});

/** Pretends the reader's last event was `minutes` ago, in the SDK's identity cookie. */
async function ageLastEvent(page: Page, minutes: number): Promise<void> {
  await page.evaluate((ms) => {
    const cookie = document.cookie.split('; ').find((c) => /^AMP_[^=]+=/.test(c) && !c.startsWith('AMP_MKTG'));
    if (!cookie) throw new Error('no Amplitude identity cookie');
    const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
    const identity = JSON.parse(decodeURIComponent(atob(decodeURIComponent(value)))) as {lastEventTime: number};
    identity.lastEventTime = Date.now() - ms;
    document.cookie = `${name}=${btoa(encodeURIComponent(JSON.stringify(identity)))}; path=/`;
  }, minutes * 60_000);
}

test('sessions end after 30 minutes of inactivity; form interactions are tracked', async () => {
  const session = await openSession();
  const {page} = session;
  await visit(session, '/concepts');
  const [first] = await ingestion.waitFor(() => {
    const found = ofType(ingestion.delivered(session.deviceId), 'session_start');
    return found.length > 0 && found;
  }, 'the first session_start');
  await page.waitForTimeout(600);

  await ageLastEvent(page, 29);
  await visit(session, '/sui-glossary');
  const sameSession = await ingestion.waitFor(
    () => ofType(ingestion.delivered(session.deviceId), PAGE_VIEW)[1],
    'the second page view',
  );
  assert.equal(sameSession.session_id, first.session_id, 'idle 29 minutes: the same session');
  await page.waitForTimeout(600);

  await ageLastEvent(page, 31);
  await visit(session, '/sui-compared');
  const starts = await ingestion.waitFor(() => {
    const found = ofType(ingestion.delivered(session.deviceId), 'session_start');
    return found.length >= 2 && found;
  }, 'a new session_start');
  assert.notEqual(starts[1].session_id, first.session_id, 'idle 31 minutes: a new session');
  const views = ofType(ingestion.delivered(session.deviceId), PAGE_VIEW);
  assert.equal(views.at(-1)?.session_id, starts[1].session_id);

  await page.evaluate(() => {
    const form = document.createElement('form');
    form.id = 'feedback';
    form.action = '/feedback';
    form.innerHTML = '<input name="comment"><button type="submit">Send</button>';
    form.addEventListener('submit', (event) => event.preventDefault());
    document.querySelector('main')!.append(form);
  });
  await page.waitForTimeout(100);
  await page.locator('#feedback input').fill('Helpful page');
  await page.locator('#feedback input').press('Tab');
  await page.locator('#feedback button').click();
  const formEvents = await ingestion.waitFor(() => {
    const got = ingestion.delivered(session.deviceId);
    const started = ofType(got, '[Amplitude] Form Started');
    const submitted = ofType(got, '[Amplitude] Form Submitted');
    return started.length > 0 && submitted.length > 0 && [...started, ...submitted];
  }, 'form started and submitted events');
  for (const event of formEvents) assert.equal(event.event_properties?.['[Amplitude] Form ID'], 'feedback');
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

test('500: the batch is retried with a growing delay and delivered once the server recovers', async () => {
  const session = await openSession();
  let failures = 0;
  ingestion.respond = (body, previous) => {
    if (!body.events.some((e) => e.device_id === session.deviceId) || failures >= 3) return ok(body, previous);
    failures += 1;
    return {status: 500, body: {error: 'Internal server error'}};
  };
  await visit(session, '/concepts');
  const delivered = await ingestion.waitFor(
    () => ingestion.uploadsFrom(session.deviceId, 200)[0],
    'delivery after three 500s',
  );
  const tries = ingestion.uploadsFrom(session.deviceId);
  assert.deepEqual(
    tries.slice(0, 4).map((u) => u.status),
    [500, 500, 500, 200],
  );
  assert.deepEqual(ids(tries[0].body.events), ids(delivered.body.events), 'the same events, retried');
  // The SDK waits attempts × 1 s: the first retry at the next flush, then 1 s, then 2 s.
  const delays = [1, 2, 3].map((i) => tries[i].receivedAt - tries[i - 1].receivedAt);
  assert.ok(delays[1] >= 900, `second retry after ${delays[1]} ms (SDK: 1 s)`);
  assert.ok(
    delays[2] >= delays[1] + 500,
    `third retry after ${delays[2]} ms, longer than the second (${delays[1]} ms)`,
  );
  assert.equal(await session.page.locator('h1').count(), 1, 'the page still shows its content');
  assert.deepEqual(session.pageErrors.map(String), []);
  assert.deepEqual(session.consoleErrors, []);
  await close(session);
});

test('429: throttled events are delayed, then delivered, not lost', async () => {
  const session = await openSession();
  let throttled = false;
  ingestion.respond = (body, previous) => {
    if (!body.events.some((e) => e.device_id === session.deviceId) || throttled) return ok(body, previous);
    throttled = true;
    return {
      status: 429,
      body: {error: 'Too many requests', throttled_events: body.events.map((_, i) => i), eps_threshold: 10},
    };
  };
  await visit(session, '/concepts');
  const delivered = await ingestion.waitFor(
    () => ingestion.uploadsFrom(session.deviceId, 200)[0],
    'delivery after a 429',
    45_000,
  );
  const [limited] = ingestion.uploadsFrom(session.deviceId, 429);
  assert.deepEqual(ids(delivered.body.events), ids(limited.body.events));
  const delay = delivered.receivedAt - limited.receivedAt;
  assert.ok(delay >= 29_000, `retried after ${delay} ms (the SDK's throttle delay is 30 s)`);
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

test('413: the batch is split and retried until every event is delivered once', async () => {
  const session = await openSession();
  await visit(session, '/concepts');
  await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first page view');
  ingestion.respond = (body, previous) =>
    body.events.length > 2 ? {status: 413, body: {error: 'Payload too large'}} : ok(body, previous);
  await clickDownloads(session.page, 6);
  const downloads = await ingestion.waitFor(() => {
    const found = ofType(ingestion.delivered(session.deviceId), DOWNLOAD);
    return found.length >= 6 && found;
  }, 'six download events');
  const [tooLarge] = ingestion.uploadsFrom(session.deviceId, 413);
  assert.equal(tooLarge.body.events.length, 6, 'the six clicks went out as one batch first');
  assert.deepEqual(ids(downloads), ids(tooLarge.body.events), 'each event delivered exactly once');
  for (const upload of ingestion.uploadsFrom(session.deviceId, 200).filter((u) => u.receivedAt > tooLarge.receivedAt)) {
    assert.ok(upload.body.events.length <= 2, `a batch of ${upload.body.events.length} after the 413`);
  }
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

test('400 with invalid fields: the invalid events are dropped and the others delivered', async () => {
  const session = await openSession();
  await visit(session, '/concepts');
  await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first page view');
  // The first batch with at least two downloads is answered 400, naming one event invalid.
  let rejected: {events: UploadEvent[]; invalid: number} | undefined;
  ingestion.respond = (body, previous) => {
    const downloads = body.events.flatMap((e, i) => (e.event_type === DOWNLOAD ? [i] : []));
    if (rejected || downloads.length < 2) return ok(body, previous);
    rejected = {events: body.events, invalid: downloads[1]};
    return {
      status: 400,
      body: {
        error: 'Invalid field values on some events',
        events_with_invalid_fields: {event_properties: [downloads[1]]},
      },
    };
  };
  await clickDownloads(session.page, 4);
  const batch = await ingestion.waitFor(() => rejected, 'a batch answered 400');
  const invalid = batch.events[batch.invalid];
  const others = batch.events.filter((_, i) => i !== batch.invalid);
  await ingestion.waitFor(() => {
    const got = ids(ingestion.delivered(session.deviceId));
    return others.every((e) => got.includes(e.insert_id)) && got;
  }, 'the other events of the rejected batch');
  await session.page.waitForTimeout(1500);
  const all = ingestion.delivered(session.deviceId).map((e) => e.insert_id);
  assert.ok(!all.includes(invalid.insert_id), 'the invalid event is never delivered');
  assert.equal(ofType(ingestion.delivered(session.deviceId), DOWNLOAD).length, 3, 'four clicks, one dropped');
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

test('server down: the page keeps working and the events wait for a later page', async () => {
  const session = await openSession();
  await ingestion.stop();
  try {
    await visit(session, '/concepts');
    const unsent = await session.page.waitForFunction((key) => {
      const events = JSON.parse(localStorage.getItem(key) ?? '[]') as {event_type: string; insert_id: string}[];
      return events.some((e) => e.event_type === '[Amplitude] Page Viewed') && events;
    }, UNSENT_KEY);
    const kept = (await unsent.jsonValue()) as UploadEvent[];
    await navigateClientSide(session.page);
    await session.page.getByRole('heading', {level: 1}).waitFor();
    assert.deepEqual(session.pageErrors.map(String), []);
    assert.deepEqual(session.consoleErrors, [], 'at most warnings in the console');
    // The reader moves on to another page (a full load) once the server is back.
    await ingestion.start();
    await visit(session, '/sui-glossary');
    const delivered = await ingestion.waitFor(() => {
      const got = ingestion.delivered(session.deviceId).map((e) => e.insert_id);
      return kept.every((e) => got.includes(e.insert_id)) && got;
    }, 'the events kept from the first page');
    assert.ok(delivered.length > kept.length, 'and the new page view');
  } finally {
    await ingestion.stop();
    await ingestion.start();
  }
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

test('opt-out: the footer switch stops every event, after reloads too, and turns analytics back on', async () => {
  const session = await openSession();
  const {page} = session;
  await visit(session, '/concepts');
  await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first page view');
  await page.waitForTimeout(500);

  const control = page.locator('footer').getByRole('button', {name: 'Analytics: on'});
  await control.click();
  await page.locator('footer').getByRole('button', {name: 'Analytics: off'}).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('analytics.optOut')), 'true');
  const before = ingestion.delivered(session.deviceId).length;
  const optedOutAt = Date.now();

  await navigateClientSide(page);
  await clickDownloads(page, 1);
  await visit(session, '/sui-glossary');
  assert.equal(
    await page.locator('footer').getByRole('button', {name: 'Analytics: off'}).count(),
    1,
    'the choice survives a reload',
  );
  await navigateClientSide(page);
  await page.waitForTimeout(2000);
  assert.deepEqual(
    ingestion.uploadsFrom(session.deviceId).filter((u) => u.receivedAt > optedOutAt),
    [],
    'no upload after opting out',
  );
  assert.equal(ingestion.delivered(session.deviceId).length, before);

  await page.locator('footer').getByRole('button', {name: 'Analytics: off'}).click();
  assert.equal(await page.evaluate(() => localStorage.getItem('analytics.optOut')), null);
  await ingestion.waitFor(
    () => ingestion.delivered(session.deviceId).length > before,
    'events once analytics is back on',
  );
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

test('the tag-manager container is on the page; its script failing to load breaks nothing', async () => {
  const session = await openSession();
  const gtm: string[] = [];
  session.page.on('request', (request) => {
    if (request.url().startsWith('https://www.googletagmanager.com/')) gtm.push(request.url());
  });
  await visit(session, '/concepts/object-model');
  assert.ok(
    gtm.some((u) => u === 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123'),
    gtm.join(', '),
  );
  const dataLayer = await session.page.evaluate(
    () => (window as unknown as {dataLayer?: {event?: string}[]}).dataLayer ?? [],
  );
  assert.ok(dataLayer.some((entry) => entry.event === 'gtm.js'));
  await navigateClientSide(session.page);
  await session.page.getByRole('heading', {level: 1}).waitFor();
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});

// ---------------------------------------------------------------------------------------------
// Page feedback (issue 26, src/components/PageFeedback): the answer is one `docs_feedback` event

const FEEDBACK = 'docs_feedback';
const FEEDBACK_PAGE = '/concepts/object-model';

const feedbackWidget = (page: Page) => page.getByRole('region', {name: 'Page feedback'});

async function waitForThanks(page: Page): Promise<void> {
  await feedbackWidget(page).getByRole('status').filter({hasText: 'Thanks for your feedback!'}).waitFor();
}

test('feedback: No, a comment and Send deliver one docs_feedback event; after a reload, the thank-you and nothing sent', async () => {
  const session = await openSession();
  const {page} = session;
  await visit(session, FEEDBACK_PAGE);
  await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first page view');
  const widget = feedbackWidget(page);
  await widget.getByRole('button', {name: 'No'}).click();
  const comment = 'The "dynamic fields" part lost me & I stopped; 100% more examples? 😀';
  await widget.getByRole('textbox', {name: 'What was missing or wrong? (optional)'}).fill(comment);
  assert.equal(await widget.getByRole('link', {name: 'Send as an issue'}).count(), 0, 'analytics on: no issue link');
  await widget.getByRole('button', {name: 'Send'}).click();
  await waitForThanks(page);
  const [event] = await ingestion.waitFor(() => {
    const found = ofType(ingestion.delivered(session.deviceId), FEEDBACK);
    return found.length > 0 && found;
  }, 'the feedback event');
  assert.deepEqual(event.event_properties, {path: FEEDBACK_PAGE, helpful: false, comment});
  assert.equal(await page.evaluate((key) => localStorage.getItem(key), `docs.feedback:${FEEDBACK_PAGE}`), 'no');
  await page.waitForTimeout(1000);
  assert.equal(ofType(ingestion.delivered(session.deviceId), FEEDBACK).length, 1, 'exactly one event');

  const reloadedAt = Date.now();
  await visit(session, FEEDBACK_PAGE);
  await waitForThanks(page);
  assert.equal(await widget.getByRole('button').count(), 0, 'the thank-you instead of the buttons');
  await ingestion.waitFor(
    () => ofType(ingestion.delivered(session.deviceId), PAGE_VIEW).length >= 2 && true,
    'the page view of the reload (analytics still runs)',
  );
  await page.waitForTimeout(1500);
  const later = ingestion.uploadsFrom(session.deviceId).filter((u) => u.receivedAt >= reloadedAt);
  assert.deepEqual(
    later.flatMap((u) => ofType(u.body.events, FEEDBACK)),
    [],
    'no feedback event after the reload',
  );
  assert.deepEqual(session.pageErrors.map(String), []);
  assert.deepEqual(session.consoleErrors, []);
  await close(session);
});

test("feedback: a failed upload of the answer is retried by the SDK's queue and delivered once", async () => {
  const session = await openSession();
  const {page} = session;
  await visit(session, FEEDBACK_PAGE);
  await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first page view');
  let failed = false;
  ingestion.respond = (body, previous) => {
    const carriesAnswer = body.events.some((e) => e.device_id === session.deviceId && e.event_type === FEEDBACK);
    if (!carriesAnswer || failed) return ok(body, previous);
    failed = true;
    return {status: 500, body: {error: 'Internal server error'}};
  };
  await feedbackWidget(page).getByRole('button', {name: 'Yes'}).click();
  await feedbackWidget(page).getByRole('button', {name: 'Skip'}).click();
  await waitForThanks(page);
  const [event] = await ingestion.waitFor(() => {
    const found = ofType(ingestion.delivered(session.deviceId), FEEDBACK);
    return found.length > 0 && found;
  }, 'the feedback event after a 500');
  assert.deepEqual(event.event_properties, {path: FEEDBACK_PAGE, helpful: true}, 'Skip: no comment');
  const tries = ingestion
    .uploadsFrom(session.deviceId)
    .filter((u) => u.body.events.some((e) => e.event_type === FEEDBACK && e.device_id === session.deviceId));
  assert.deepEqual(
    tries.map((u) => u.status),
    [500, 200],
  );
  assert.deepEqual(
    tries.map((u) => ofType(u.body.events, FEEDBACK)[0].insert_id),
    [event.insert_id, event.insert_id],
    'the same event, retried',
  );
  await page.waitForTimeout(1000);
  assert.equal(ofType(ingestion.delivered(session.deviceId), FEEDBACK).length, 1, 'delivered once');
  assert.deepEqual(session.pageErrors.map(String), []);
  assert.deepEqual(session.consoleErrors, []);
  await close(session);
});

test('feedback: a reader who turned analytics off is offered the prefilled issue instead, and nothing is sent', async () => {
  const session = await openSession();
  const {page} = session;
  await visit(session, FEEDBACK_PAGE);
  await ingestion.waitFor(() => ingestion.uploadsFrom(session.deviceId, 200)[0], 'the first page view');
  await page.locator('footer').getByRole('button', {name: 'Analytics: on'}).click();
  await page.locator('footer').getByRole('button', {name: 'Analytics: off'}).waitFor();
  const optedOutAt = Date.now();
  const widget = feedbackWidget(page);
  await widget.getByRole('button', {name: 'No'}).click();
  await widget.getByRole('textbox').fill('Sent as an issue, not as an event.');
  assert.equal(await widget.getByRole('button', {name: 'Send'}).count(), 0);
  const href = await widget.getByRole('link', {name: 'Send as an issue'}).getAttribute('href');
  assert.ok(href?.startsWith('https://github.com/example/sui-docs-test/issues/new?'), String(href));
  await widget.getByRole('button', {name: 'Skip'}).click();
  await waitForThanks(page);
  await page.waitForTimeout(2000);
  assert.deepEqual(
    ingestion.uploadsFrom(session.deviceId).filter((u) => u.receivedAt > optedOutAt),
    [],
    'no upload after opting out',
  );
  assert.deepEqual(session.pageErrors.map(String), []);
  await close(session);
});
