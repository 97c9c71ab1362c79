/**
 * Wraps the stock doc footer (tags, "Edit this page", "Last updated on …") to add, under
 * it, the line "Verified against Sui <release> on <date>" from the page's
 * `verified_against` front matter (issue 27; the schema is in config/content.ts). The date
 * is formatted in the site's locale, in UTC as the stock "Last updated" date is, so the
 * server and the browser render the same text. A page without the value shows nothing more.
 */
import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';

/** As the page's module carries it: YAML makes an unquoted date a Date, a quoted one stays a string. */
interface VerifiedFrontMatter {
  verified_against?: {date?: Date | string; sui?: string};
}

function Verified({date, sui}: {date: Date; sui: string}): ReactNode {
  const format = useDateTimeFormat({day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
  return (
    <Translate
      id="site.docs.verifiedAgainst"
      description="Under a doc page: the Sui release its facts were last checked against, and the day of that check"
      values={{
        release: sui,
        date: <time dateTime={date.toISOString().slice(0, 10)}>{format.format(date)}</time>,
      }}>
      {'Verified against Sui {release} on {date}'}
    </Translate>
  );
}

export default function DocItemFooter(): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const verified = (frontMatter as VerifiedFrontMatter).verified_against;
  const date = verified?.date === undefined ? undefined : new Date(verified.date);
  const show = date !== undefined && !Number.isNaN(date.getTime()) && typeof verified?.sui === 'string';
  // The stock footer renders nothing without tags, an edit link or a date: then this line stands alone.
  const alone = !(metadata.tags.length || metadata.editUrl || metadata.lastUpdatedAt || metadata.lastUpdatedBy);
  return (
    <>
      <Footer />
      {show && (
        <p className={alone ? 'theme-doc-verified theme-doc-verified--alone' : 'theme-doc-verified'}>
          <Verified date={date} sui={verified!.sui!} />
        </p>
      )}
    </>
  );
}
