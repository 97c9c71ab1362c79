import React, {useMemo, useState, type ComponentProps, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Admonition from '@theme/Admonition';
import type {JsonRpcParam} from '@site/plugins/sui-api-reference/jsonRpc';
import {GROUPS} from '@site/plugins/sui-api-reference/groups';
import data from '@site/.generated/json-rpc.json';
import type {
  HighlightedExample,
  JsonRpcMethodWithExamples as JsonRpcMethod,
  JsonRpcReferenceWithExamples as Reference,
} from '@site/plugins/sui-api-reference/jsonRpcExamples';
import styles from './styles.module.css';

const reference: Reference = data;

// src/theme/CodeBlock takes a `tokens` prop (build-time tokens) and hands it to the code's rendering.
const TokensCodeBlock = CodeBlock as ComponentType<ComponentProps<typeof CodeBlock> & {tokens?: string}>;

/** An example highlighted at build time (plugins/sui-api-reference/jsonRpcExamples). */
function Example({example, language}: {example: HighlightedExample; language: string}): ReactNode {
  return (
    <TokensCodeBlock language={language} tokens={example.tokens}>
      {example.code}
    </TokensCodeBlock>
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
        <td>{p.required ? 'Yes' : 'No'}</td>
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
      {method.description && (
        <p>
          <Text>{method.description}</Text>
        </p>
      )}
      {method.deprecated && (
        <Admonition type="warning" title="Deprecated">
          <Text>{method.deprecated}</Text>
        </Admonition>
      )}
      <p className={styles.meta}>
        {method.clientMethod ? (
          <>
            TypeScript SDK: <code>SuiJsonRpcClient.{method.clientMethod}()</code>
          </>
        ) : (
          'No method of the TypeScript SDK calls it.'
        )}
        {method.result && (
          <>
            {' · '}Result: <code>{method.result}</code>
          </>
        )}
      </p>
      {method.params.length === 0 ? (
        <p>No parameters.</p>
      ) : (
        // Scrolls sideways on a phone: focusable so keyboard users can scroll it too.
        <div className={styles.tableWrapper} tabIndex={0} role="region" aria-label={`${method.method} parameters`}>
          <table className={styles.params}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Parameter</th>
                <th scope="col">Type</th>
                <th scope="col">Required</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              <ParamRows params={method.params} />
            </tbody>
          </table>
        </div>
      )}
      <details className={styles.example}>
        <summary>Example request</summary>
        <Example example={method.examples.request} language="json" />
        <Example example={method.examples.curl} language="bash" />
      </details>
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
        <Admonition type="warning" title="Deprecated API">
          <Text>{reference.commonDeprecation}</Text>
        </Admonition>
      )}
      <p>
        {reference.methods.length} methods, read from <code>@mysten/sui</code> {reference.sdkVersion}.
      </p>
      <label className={styles.filter}>
        <span>Filter methods</span>
        <input
          type="search"
          className={styles.filterInput}
          placeholder="e.g. getObject, coin, stake"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </label>
      <p role="status" className={styles.count}>
        {query.trim() ? `${shown.length} of ${reference.methods.length} methods match.` : ''}
      </p>
      {GROUPS.map((group) => {
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
