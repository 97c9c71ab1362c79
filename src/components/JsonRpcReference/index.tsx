import React, {
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import Translate, {translate} from '@docusaurus/Translate';
import type {JsonRpcParam} from '@site/plugins/sui-api-reference/jsonRpc';
import type {JsonRpcGroup} from '@site/plugins/sui-api-reference/groups';
import data from '@site/.generated/json-rpc.json';
import type {
  HighlightedExample,
  JsonRpcMethodWithExamples as JsonRpcMethod,
  JsonRpcReferenceWithExamples as Reference,
} from '@site/plugins/sui-api-reference/jsonRpcExamples';
import styles from './styles.module.css';

const reference: Reference = data;

/** The package the methods are read from (plugins/sui-api-reference), named as code. */
const SDK_PACKAGE = '@mysten/sui';

/** The areas the methods are grouped in, in page order (plugins/sui-api-reference/groups.ts). */
function groups(): {id: JsonRpcGroup; title: string; summary: string}[] {
  return [
    {
      id: 'read',
      title: translate({id: 'site.jsonRpc.group.read.title', message: 'Read API'}),
      summary: translate({
        id: 'site.jsonRpc.group.read.summary',
        message: 'Objects, transactions, checkpoints, Move modules and protocol configuration.',
      }),
    },
    {
      id: 'write',
      title: translate({id: 'site.jsonRpc.group.write.title', message: 'Write API'}),
      summary: translate({
        id: 'site.jsonRpc.group.write.summary',
        message: 'Execute, dry-run and dev-inspect transactions.',
      }),
    },
    {
      id: 'coin',
      title: translate({id: 'site.jsonRpc.group.coin.title', message: 'Coin query API'}),
      summary: translate({
        id: 'site.jsonRpc.group.coin.summary',
        message: 'Balances, coin objects, coin metadata and supply.',
      }),
    },
    {
      id: 'governance',
      title: translate({id: 'site.jsonRpc.group.governance.title', message: 'Governance read API'}),
      summary: translate({
        id: 'site.jsonRpc.group.governance.summary',
        message: 'Committee, system state, gas price, stakes and validator APY.',
      }),
    },
    {
      id: 'extended',
      title: translate({id: 'site.jsonRpc.group.extended.title', message: 'Extended API (indexer)'}),
      summary: translate({
        id: 'site.jsonRpc.group.extended.summary',
        message: 'Owned objects, dynamic fields, queries over events and transactions, names, epochs and metrics.',
      }),
    },
    {
      id: 'builder',
      title: translate({id: 'site.jsonRpc.group.builder.title', message: 'Transaction builder API'}),
      summary: translate({
        id: 'site.jsonRpc.group.builder.summary',
        message: 'Unsigned transaction bytes built by the node (unsafe_*): no client method of the SDK calls them.',
      }),
    },
  ];
}

// src/theme/CodeBlock takes a `tokens` prop (build-time tokens) and hands it to the code's rendering.
const TokensCodeBlock = CodeBlock as ComponentType<ComponentProps<typeof CodeBlock> & {tokens?: string}>;

/**
 * An example highlighted at build time (plugins/sui-api-reference/jsonRpcExamples). Until
 * its "Example request" is first opened it is the bare code: the page has some 130 of
 * them, all in closed details, and each code block measures its width after hydration to
 * decide on its word-wrap button, which forced a layout of the whole long page (~0.3 s on a
 * throttled phone, Lighthouse's "forced reflow") for blocks nobody sees. The server's HTML
 * holds the code either way, for readers without JavaScript and for the search index.
 */
function Example({
  example,
  language,
  shown,
}: {
  example: HighlightedExample;
  language: string;
  shown: boolean;
}): ReactNode {
  if (!shown)
    return (
      <pre>
        <code>{example.code}</code>
      </pre>
    );
  return (
    <TokensCodeBlock language={language} tokens={example.tokens}>
      {example.code}
    </TokensCodeBlock>
  );
}

/** A method's example requests, drawn as full code blocks from the first time they are opened. */
function Examples({method}: {method: JsonRpcMethod}): ReactNode {
  const [shown, setShown] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // A reader can open it before hydration (the browser toggles it natively, and React
  // never sees that toggle event): draw the full blocks once React takes over.
  useEffect(() => {
    if (details.current?.open) setShown(true);
  }, []);
  return (
    // The summary's click (mouse, Enter or Space) renders the blocks before the details opens,
    // so the bare code is never painted; the toggle event covers find-in-page opening it.
    <details ref={details} className={styles.example} onToggle={(e) => e.currentTarget.open && setShown(true)}>
      <summary onClick={() => setShown(true)}>
        <Translate id="site.jsonRpc.exampleRequest">Example request</Translate>
      </summary>
      <Example example={method.examples.request} language="json" shown={shown} />
      <Example example={method.examples.curl} language="bash" shown={shown} />
    </details>
  );
}

/** The SDK's doc comments mark code with backticks: show it as code. */
function Text({children}: {children: string}): ReactNode {
  return children.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
}

function ParamRows({params, nested = false}: {params: JsonRpcParam[]; nested?: boolean}): ReactNode {
  return params.map((p, index) => (
    <React.Fragment key={`${p.name}-${index}`}>
      <tr className={clsx(nested && styles.nested)}>
        <td>{nested ? '' : index + 1}</td>
        <td>
          <code>{p.name}</code>
        </td>
        <td>
          <code className={styles.type}>{p.type}</code>
        </td>
        <td>
          {p.required
            ? translate({id: 'site.jsonRpc.params.requiredYes', message: 'Yes'})
            : translate({id: 'site.jsonRpc.params.requiredNo', message: 'No'})}
        </td>
        <td>
          <Text>{p.description}</Text>
        </td>
      </tr>
      {p.fields && <ParamRows params={p.fields} nested />}
    </React.Fragment>
  ));
}

function Method({method}: {method: JsonRpcMethod}): ReactNode {
  return (
    <section className={styles.method} aria-labelledby={method.method}>
      <Heading as="h3" id={method.method}>
        <code>{method.method}</code>
      </Heading>
      <div className={styles.methodBody}>
        {method.description && (
          <p>
            <Text>{method.description}</Text>
          </p>
        )}
        {method.deprecated && (
          <Admonition type="warning" title={translate({id: 'site.jsonRpc.deprecated', message: 'Deprecated'})}>
            <Text>{method.deprecated}</Text>
          </Admonition>
        )}
        <p className={styles.meta}>
          {method.clientMethod ? (
            <Translate
              id="site.jsonRpc.sdkMethod"
              values={{call: <code>{`SuiJsonRpcClient.${method.clientMethod}()`}</code>}}>
              {'TypeScript SDK: {call}'}
            </Translate>
          ) : (
            translate({id: 'site.jsonRpc.noSdkMethod', message: 'No method of the TypeScript SDK calls it.'})
          )}
          {method.result && (
            <>
              {' · '}
              <Translate id="site.jsonRpc.result" values={{type: <code>{method.result}</code>}}>
                {'Result: {type}'}
              </Translate>
            </>
          )}
        </p>
        {method.params.length === 0 ? (
          <p>
            <Translate id="site.jsonRpc.noParams">No parameters.</Translate>
          </p>
        ) : (
          // Scrolls sideways on a phone: focusable so keyboard users can scroll it too.
          <div
            className={styles.tableWrapper}
            tabIndex={0}
            role="region"
            aria-label={translate(
              {id: 'site.jsonRpc.params.label', message: '{method} parameters'},
              {method: method.method},
            )}>
            <table className={styles.params}>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">
                    <Translate id="site.jsonRpc.params.name">Parameter</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="site.jsonRpc.params.type">Type</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="site.jsonRpc.params.required">Required</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="site.jsonRpc.params.description">Description</Translate>
                  </th>
                </tr>
              </thead>
              <tbody>
                <ParamRows params={method.params} />
              </tbody>
            </table>
          </div>
        )}
        <Examples method={method} />
      </div>
    </section>
  );
}

function matches(method: JsonRpcMethod, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [method.method, method.clientMethod ?? '', method.description].some((s) => s.toLowerCase().includes(q));
}

/** Every JSON-RPC method, grouped by area, with a filter box (generated: plugins/sui-api-reference). */
export default function JsonRpcReference(): ReactNode {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => reference.methods.filter((m) => matches(m, query)), [query]);
  return (
    <div className={styles.reference}>
      {reference.commonDeprecation && (
        <Admonition type="warning" title={translate({id: 'site.jsonRpc.deprecatedApi', message: 'Deprecated API'})}>
          <Text>{reference.commonDeprecation}</Text>
        </Admonition>
      )}
      <p>
        <Translate
          id="site.jsonRpc.methodCount"
          values={{count: reference.methods.length, sdk: <code>{SDK_PACKAGE}</code>, version: reference.sdkVersion}}>
          {'{count} methods, read from {sdk} {version}.'}
        </Translate>
      </p>
      <label className={styles.filter}>
        <span>
          <Translate id="site.jsonRpc.filter.label">Filter methods</Translate>
        </span>
        <input
          type="search"
          className={styles.filterInput}
          placeholder={translate({id: 'site.jsonRpc.filter.placeholder', message: 'e.g. getObject, coin, stake'})}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <p role="status" className={styles.count}>
        {query.trim()
          ? translate(
              {id: 'site.jsonRpc.filter.matches', message: '{shown} of {total} methods match.'},
              {shown: shown.length, total: reference.methods.length},
            )
          : ''}
      </p>
      {groups().map((group) => {
        const methods = shown.filter((m) => m.group === group.id);
        if (methods.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`group-${group.id}`}>
            <Heading as="h2" id={`group-${group.id}`}>
              {group.title}
            </Heading>
            <p>{group.summary}</p>
            {methods.map((m) => (
              <Method key={m.method} method={m} />
            ))}
          </section>
        );
      })}
    </div>
  );
}
