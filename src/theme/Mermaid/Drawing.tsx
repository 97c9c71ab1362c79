/**
 * The stock Mermaid component's drawing (@docusaurus/theme-mermaid 3.10.2, MIT, Facebook,
 * Inc. and its affiliates), loaded by ./index.tsx with Mermaid once a diagram is near the
 * screen, so that pages load the theme's renderer only when they draw.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import {MermaidContainerClassName, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import styles from './styles.module.css';

type RenderResult = NonNullable<ReturnType<typeof useMermaidRenderResult>>;

/** The stock component's drawing. */
function MermaidRenderResult({renderResult}: {renderResult: RenderResult}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    renderResult.bindFunctions?.(ref.current!);
  }, [renderResult]);
  return (
    <div
      ref={ref}
      className={`${MermaidContainerClassName} ${styles.container}`}
      dangerouslySetInnerHTML={{__html: renderResult.svg}}
    />
  );
}

/** The stock component's renderer: draws with the theme's hook, which throws what fails to its error boundary. */
function MermaidRenderer({value}: {value: string}): ReactNode {
  const renderResult = useMermaidRenderResult({text: value});
  return renderResult === null ? null : <MermaidRenderResult renderResult={renderResult} />;
}

export default MermaidRenderer;
