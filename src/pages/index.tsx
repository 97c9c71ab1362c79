import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

interface ReaderPath {
  title: string;
  text: string;
  to: string;
  cta: string;
}

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

const popularPages: readonly {label: string; to: string}[] = [
  {label: 'Install Sui', to: '/guides/developer/getting-started/sui-install'},
  {label: 'Write your first Move package', to: '/guides/developer/first-app/write-package'},
  {label: 'Object model', to: '/concepts/object-model'},
  {label: 'Programmable transaction blocks', to: '/concepts/transactions/prog-txn-blocks'},
  {label: 'Sui CLI reference', to: '/references/cli'},
  {label: 'Developer cheat sheet', to: '/guides/developer/dev-cheat-sheet'},
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
            Sui is a smart-contract platform where every asset is an object with an owner. Its Move
            programs, parallel execution and low-latency consensus let apps treat on-chain assets the
            way code treats values.
          </p>
          <Link className="button button--primary button--lg" to="/guides/developer/getting-started">
            Get started
          </Link>
        </div>
      </header>
      <main>
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
