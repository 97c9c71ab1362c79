/**
 * Wraps the stock doc footer (tags, "Edit this page", "Last updated on …") to add, under
 * it, the line "Verified against Sui <release> on <date>" from the page's
 * `verified_against` front matter (issue 27; the schema is in config/content.ts). The date
 * is formatted in the site's locale, in UTC as the stock "Last updated" date is, so the
 * server and the browser render the same text. A page without the value shows nothing more.
 * Its spacing, with or without the stock footer above it, is CSS (src/css/custom.css).
 * Last, "Was this page helpful?" (src/components/PageFeedback, issue 26).
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import PageFeedback from '@site/src/components/PageFeedback';

/** As the page's module carries it: YAML makes an unquoted date a Date, a quoted one stays a string. */
interface VerifiedFrontMatter {
  verified_against?: {date?: Date | string; sui?: string};
}

function Verified({date, sui}: {date: Date; sui: string}): ReactNode {
  const format = useDateTimeFormat({day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
  return (
    <Translate
      id="site.docs.verifiedAgainst"
      values={{
        release: sui,
        date: <time dateTime={date.toISOString().slice(0, 10)}>{format.format(date)}</time>,
      }}>
      {'Verified against Sui {release} on {date}'}
    </Translate>
  );
}

export default function DocItemFooter(): ReactNode {
  const verified = (useDoc().frontMatter as VerifiedFrontMatter).verified_against;
  const date = new Date(verified?.date ?? NaN);
  return (
    <>
      <Footer />
      {typeof verified?.sui === 'string' && !Number.isNaN(date.getTime()) && (
        <p className="theme-doc-verified">
          <Verified date={date} sui={verified.sui} />
        </p>
      )}
      <PageFeedback />
    </>
  );
}
