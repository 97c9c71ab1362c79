import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

interface Highlight {
  title: string;
  text: string;
  to: string;
}

interface ReaderPath {
  title: string;
  text: string;
  to: string;
  cta: string;
}

interface PageLink {
  label: string;
  to: string;
}

/** What sets Sui apart, each point linking to the concept page that explains it. */
const highlights: readonly Highlight[] = [
  {
    title: 'Objects with owners',
    text: 'State is a set of typed objects, each with an ID, a version and an owner, instead of entries in contract storage.',
    to: '/concepts/object-model',
  },
  {
    title: 'Move, built for assets',
    text: 'Move’s type system stops assets from being copied or lost, and the bytecode verifier checks every published package.',
    to: '/concepts/sui-move-concepts',
  },
  {
    title: 'Parallel by design',
    text: 'Transactions declare their objects, so unrelated ones run in parallel and those touching only owned objects need no ordering against anyone else.',
    to: '/concepts/sui-architecture/consensus',
  },
];

const readerPaths: readonly ReaderPath[] = [
  {
    title: 'Build an app',
    text: 'Install the Sui CLI, write and publish a Move package, and call it from a TypeScript client.',
    to: '/guides/developer',
    cta: 'Start the developer guides',
  },
  {
    title: 'Run a node',
    text: 'Operate a full node or a validator: hardware, configuration, snapshots, monitoring and upgrades.',
    to: '/guides/operator',
    cta: 'Open the operator guides',
  },
  {
    title: 'Understand Sui',
    text: 'Learn how objects, ownership, transactions, consensus and gas fit together, and why.',
    to: '/concepts',
    cta: 'Read the concepts',
  },
];

const popularPages: readonly PageLink[] = [
  {label: 'Install Sui', to: '/guides/developer/getting-started/sui-install'},
  {label: 'Write your first Move package', to: '/guides/developer/first-app/write-package'},
  {label: 'Object model', to: '/concepts/object-model'},
  {label: 'Programmable transaction blocks', to: '/concepts/transactions/prog-txn-blocks'},
  {label: 'Build a PTB with the TypeScript SDK', to: '/guides/developer/sui-101/building-ptb'},
  {label: 'Gas in Sui', to: '/concepts/tokenomics/gas-in-sui'},
  {label: 'Sui CLI reference', to: '/references/cli'},
  {label: 'Sui framework reference', to: '/sui-framework-reference'},
  {label: 'Developer cheat sheet', to: '/guides/developer/dev-cheat-sheet'},
  {label: 'Sui compared with other chains', to: '/sui-compared'},
  {label: 'Standards: Kiosk, Display, DeepBook', to: '/standards'},
  {label: 'Glossary', to: '/sui-glossary'},
];

export default function Home(): ReactNode {
  return (
    <Layout
      title="Sui Documentation"
      description="Learn, build and operate on Sui: concepts, step-by-step guides, on-chain standards and complete references.">
      <header className={clsx('hero hero--dark', styles.hero)}>
        <div className="container">
          <Heading as="h1" className="hero__title">
            Sui Documentation
          </Heading>
          <p className="hero__subtitle">
            Sui is a smart-contract platform where every asset is an object with an owner. Its Move programs, parallel
            execution and low-latency consensus let apps treat on-chain assets the way code treats values.
          </p>
          <div className={styles.heroButtons}>
            <Link className="button button--primary button--lg" to="/guides/developer/getting-started">
              Get started
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/concepts">
              How Sui works
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className="container margin-vert--lg" aria-labelledby="about-heading">
          <Heading as="h2" id="about-heading">
            What makes Sui different
          </Heading>
          <div className="row">
            {highlights.map((item) => (
              <div key={item.to} className="col col--4 margin-bottom--md">
                <Link to={item.to} className={styles.highlight}>
                  <Heading as="h3" className={styles.highlightTitle}>
                    {item.title}
                  </Heading>
                  <p className="margin-bottom--none">{item.text}</p>
                </Link>
              </div>
            ))}
          </div>
        </section>
        <section className="container margin-vert--lg" aria-labelledby="paths-heading">
          <Heading as="h2" id="paths-heading">
            Choose your path
          </Heading>
          <div className="row">
            {readerPaths.map((path) => (
              <div key={path.to} className="col col--4 margin-bottom--md">
                <div className={clsx('card', styles.pathCard)}>
                  <div className="card__body">
                    <Heading as="h3">{path.title}</Heading>
                    <p>{path.text}</p>
                  </div>
                  <div className="card__footer">
                    <Link to={path.to}>{path.cta}</Link>
                  </div>
                </div>
              </div>
            ))}
          </div>
        </section>
        <section className="container margin-bottom--xl" aria-labelledby="popular-heading">
          <Heading as="h2" id="popular-heading">
            Most-used pages
          </Heading>
          <ul className={styles.popular}>
            {popularPages.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{page.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
