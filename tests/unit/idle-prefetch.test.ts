import {test} from 'node:test';
import assert from 'node:assert/strict';
import {idlePrefetching} from '../../plugins/patches/idle-prefetch/idlePrefetch';

function fakeApi() {
  const prefetched: string[] = [];
  const preloaded: string[] = [];
  const api = {
    prefetch: (p: string) => (prefetched.push(p), true),
    preload: (p: string) => (preloaded.push(p), true),
  };
  return {api, prefetched, preloaded};
}

test('prefetches wait for the reader and for idle time, then run one per idle period, in order, each route once', async () => {
  const {api, prefetched} = fakeApi();
  const idle: (() => void)[] = [];
  let readerArrives = () => {};
  const ready = new Promise<void>((resolve) => (readerArrives = resolve));
  const wrapped = idlePrefetching(api, (run) => idle.push(run), ready);
  for (const p of ['/a', '/b', '/a', '/c']) wrapped.prefetch(p);
  assert.equal(idle.length, 0, 'nothing is scheduled before the reader scrolls or the page settles');
  readerArrives();
  await ready;
  await Promise.resolve();
  assert.deepEqual(prefetched, [], 'nothing runs while the page is busy');
  assert.equal(idle.length, 1, 'one idle callback at a time');
  idle.shift()!();
  assert.deepEqual(prefetched, ['/a']);
  idle.shift()!();
  idle.shift()!();
  assert.deepEqual(prefetched, ['/a', '/b', '/c']);
  assert.equal(idle.length, 0);
  wrapped.prefetch('/b');
  assert.equal(idle.length, 0, 'a route already prefetched is not queued again');
});

test('hover preloads are not delayed', () => {
  const {api, preloaded} = fakeApi();
  const wrapped = idlePrefetching(api, () => assert.fail('preload must not wait'));
  wrapped.preload('/x');
  assert.deepEqual(preloaded, ['/x']);
});
