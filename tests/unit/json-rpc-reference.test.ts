import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {readJsonRpcReference} from '../../plugins/sui-api-reference/jsonRpc';
import {packageDir} from '../../plugins/sui-api-reference/packages';
import {exampleRequest} from '../../plugins/sui-api-reference/jsonRpcExamples';

const reference = readJsonRpcReference();
const clientJs = readFileSync(path.join(packageDir('@mysten/sui'), 'dist/jsonRpc/client.mjs'), 'utf8');

/** A second, plain-text reading of the calls in the SDK's client: `method: "x", params: [...]`. */
function sdkCalls(): {method: string; elements: string[]}[] {
  const calls: {method: string; elements: string[]}[] = [];
  for (const match of clientJs.matchAll(/method:\s*"([^"]+)",\s*params:\s*\[/g)) {
    let depth = 1;
    let i = match.index! + match[0].length;
    let current = '';
    const elements: string[] = [];
    for (; depth > 0; i++) {
      const c = clientJs[i];
      if ('([{'.includes(c)) depth++;
      if (')]}'.includes(c)) depth--;
      if ((c === ',' && depth === 1) || depth === 0) {
        if (current.trim()) elements.push(current.trim());
        current = '';
      } else current += c;
    }
    calls.push({method: match[1], elements});
  }
  return calls;
}

// Where the SDK renames an input before sending it (`{package: pkg}`, or bytes built
// from the transaction), the name the element is written with.
const WRITTEN_AS: Record<string, string> = {
  package: 'pkg',
  function: 'fn',
  transactionBlock: 'TxBytes|transactionBlock',
};

test('every RPC method the SDK calls appears exactly once, with its parameters in the SDK order', () => {
  const calls = sdkCalls();
  assert.ok(calls.length > 40, `read ${calls.length} calls from the SDK`);
  for (const call of calls) {
    const entries = reference.methods.filter((m) => m.method === call.method);
    assert.equal(entries.length, 1, `${call.method} is listed ${entries.length} times`);
    const [entry] = entries;
    assert.ok(entry.clientMethod, `${call.method} names the client method that calls it`);
    assert.equal(
      entry.params.length,
      call.elements.length,
      `${call.method}: ${entry.params.map((p) => p.name)} vs ${call.elements}`,
    );
    entry.params.forEach((param, i) => {
      const element = call.elements[i];
      if (param.fields) {
        assert.ok(element.startsWith('{'), `${call.method} #${i + 1} is an object`);
        for (const f of param.fields)
          assert.match(element, new RegExp(`\\b${f.name}\\b`), `${call.method} #${i + 1} holds ${f.name}`);
        return;
      }
      const written = new RegExp(`(\\b${param.name}\\b|${WRITTEN_AS[param.name] ?? '^$'})`);
      assert.match(element, written, `${call.method} parameter ${i + 1} should be ${param.name}`);
    });
  }
});

test('methods the SDK never calls are listed once each, with no client method', () => {
  const called = new Set(sdkCalls().map((c) => c.method));
  const others = reference.methods.filter((m) => !called.has(m.method));
  for (const m of others) assert.equal(m.clientMethod, null, m.method);
  const builder = others.filter((m) => m.group === 'builder').map((m) => m.method);
  assert.ok(builder.includes('unsafe_moveCall') && builder.includes('unsafe_paySui'), builder.join());
  const names = reference.methods.map((m) => m.method);
  assert.equal(new Set(names).size, names.length, 'no method twice');
});

test('parameters carry types, optionality and the SDK descriptions; results their type', () => {
  const getCoins = reference.methods.find((m) => m.method === 'suix_getCoins')!;
  assert.deepEqual(
    getCoins.params.map((p) => [p.name, p.required]),
    [
      ['owner', true],
      ['coinType', false],
      ['cursor', false],
      ['limit', false],
    ],
  );
  assert.match(getCoins.params[0].description, /owner/i);
  assert.equal(getCoins.result, 'PaginatedCoins');
  assert.equal(getCoins.group, 'coin');
  assert.match(reference.commonDeprecation ?? '', /deprecated/i);
});

test('an example request is a JSON-RPC 2.0 body with one value per parameter, in order', () => {
  const getBalance = reference.methods.find((m) => m.method === 'suix_getBalance')!;
  const body = JSON.parse(exampleRequest(getBalance)) as {jsonrpc: string; method: string; params: unknown[]};
  assert.equal(body.jsonrpc, '2.0');
  assert.equal(body.method, 'suix_getBalance');
  assert.deepEqual(body.params, ['<OWNER>', null]);
});
