import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
    title: translate({id: 'site.home.highlights.objects.title', message: 'Objects with owners'}),
    text: translate({
      id: 'site.home.highlights.objects.text',
      message:
        'State is a set of typed objects, each with an ID, a version and an owner, instead of entries in contract storage.',
    }),
    to: '/concepts/object-model',
  },
  {
    title: translate({id: 'site.home.highlights.move.title', message: 'Move, built for assets'}),
    text: translate({
      id: 'site.home.highlights.move.text',
      message:
        'Move’s type system stops assets from being copied or lost, and the bytecode verifier checks every published package.',
    }),
    to: '/concepts/sui-move-concepts',
  },
  {
    title: translate({id: 'site.home.highlights.parallel.title', message: 'Parallel by design'}),
    text: translate({
      id: 'site.home.highlights.parallel.text',
      message:
        'Transactions declare their objects, so unrelated ones run in parallel and those touching only owned objects need no ordering against anyone else.',
    }),
    to: '/concepts/sui-architecture/consensus',
  },
];

const readerPaths: readonly ReaderPath[] = [
  {
    title: translate({id: 'site.home.paths.build.title', message: 'Build an app'}),
    text: translate({
      id: 'site.home.paths.build.text',
      message: 'Install the Sui CLI, write and publish a Move package, and call it from a TypeScript client.',
    }),
    to: '/guides/developer',
    cta: translate({id: 'site.home.paths.build.cta', message: 'Start the developer guides'}),
  },
  {
    title: translate({id: 'site.home.paths.operate.title', message: 'Run a node'}),
    text: translate({
      id: 'site.home.paths.operate.text',
      message: 'Operate a full node or a validator: hardware, configuration, snapshots, monitoring and upgrades.',
    }),
    to: '/guides/operator',
    cta: translate({id: 'site.home.paths.operate.cta', message: 'Open the operator guides'}),
  },
  {
    title: translate({id: 'site.home.paths.understand.title', message: 'Understand Sui'}),
    text: translate({
      id: 'site.home.paths.understand.text',
      message: 'Learn how objects, ownership, transactions, consensus and gas fit together, and why.',
    }),
    to: '/concepts',
    cta: translate({id: 'site.home.paths.understand.cta', message: 'Read the concepts'}),
  },
];

const popularPages: readonly PageLink[] = [
  {
    label: translate({id: 'site.home.popular.installSui', message: 'Install Sui'}),
    to: '/guides/developer/getting-started/sui-install',
  },
  {
    label: translate({id: 'site.home.popular.firstPackage', message: 'Write your first Move package'}),
    to: '/guides/developer/first-app/write-package',
  },
  {label: translate({id: 'site.home.popular.objectModel', message: 'Object model'}), to: '/concepts/object-model'},
  {
    label: translate({id: 'site.home.popular.ptb', message: 'Programmable transaction blocks'}),
    to: '/concepts/transactions/prog-txn-blocks',
  },
  {
    label: translate({id: 'site.home.popular.buildPtb', message: 'Build a PTB with the TypeScript SDK'}),
    to: '/guides/developer/sui-101/building-ptb',
  },
  {label: translate({id: 'site.home.popular.gas', message: 'Gas in Sui'}), to: '/concepts/tokenomics/gas-in-sui'},
  {label: translate({id: 'site.home.popular.cli', message: 'Sui CLI reference'}), to: '/references/cli'},
  {
    label: translate({id: 'site.home.popular.framework', message: 'Sui framework reference'}),
    to: '/sui-framework-reference',
  },
  {
    label: translate({id: 'site.home.popular.cheatSheet', message: 'Developer cheat sheet'}),
    to: '/guides/developer/dev-cheat-sheet',
  },
  {
    label: translate({id: 'site.home.popular.compared', message: 'Sui compared with other chains'}),
    to: '/sui-compared',
  },
  {
    label: translate({id: 'site.home.popular.standards', message: 'Standards: Kiosk, Display, DeepBook'}),
    to: '/standards',
  },
  {label: translate({id: 'site.home.popular.glossary', message: 'Glossary'}), to: '/sui-glossary'},
];

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'site.home.title', message: 'Sui Documentation'})}
      description={translate({
        id: 'site.home.description',
        message:
          'Learn, build and operate on Sui: concepts, step-by-step guides, on-chain standards and complete references.',
      })}>
      {/* The hero is part of the main content: "Skip to main content" lands before its heading and buttons. */}
      <main>
        <header className={clsx('hero hero--dark', styles.hero)}>
          <div className="container">
            <Heading as="h1" className="hero__title">
              <Translate id="site.home.hero.title">Sui Documentation</Translate>
            </Heading>
            <p className="hero__subtitle">
              <Translate id="site.home.hero.subtitle">
                {
                  'Sui is a smart-contract platform where every asset is an object with an owner. Its Move programs, parallel execution and low-latency consensus let apps treat on-chain assets the way code treats values.'
                }
              </Translate>
            </p>
            <div className={styles.heroButtons}>
              <Link className="button button--primary button--lg" to="/guides/developer/getting-started">
                <Translate id="site.home.hero.getStarted">Get started</Translate>
              </Link>
              <Link className="button button--secondary button--outline button--lg" to="/concepts">
                <Translate id="site.home.hero.howSuiWorks">How Sui works</Translate>
              </Link>
            </div>
          </div>
        </header>
        <section className="container margin-vert--lg" aria-labelledby="about-heading">
          <Heading as="h2" id="about-heading">
            <Translate id="site.home.highlights.heading">What makes Sui different</Translate>
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
            <Translate id="site.home.paths.heading">Choose your path</Translate>
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
            <Translate id="site.home.popular.heading">Most-used pages</Translate>
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
