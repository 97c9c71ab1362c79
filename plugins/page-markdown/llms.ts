/**
 * The llms.txt files (https://llmstxt.org): `llms.txt` (an H1 with the site's name, a
 * one-paragraph summary in a blockquote, then `## Section` lists of
 * `- [Title](url): description`), `llms-full.txt` (every page's Markdown) and, for the
 * sections kept apart (the GraphQL reference), `llms-graphql.txt`, linked from llms.txt's
 * "Optional" section as the format suggests for what a reader can skip.
 *
 * The GraphQL reference is optional context: listed under "Optional", and in
 * llms-full.txt after the rest, unless it would double that file's size, in which case it
 * goes to llms-graphql.txt, which "Optional" links to instead of its pages. Measured on
 * 25 November 2026: 511 KB against 1,654 KB for the rest, so it stays in llms-full.txt.
 */
import {markdownPath} from '../../src/components/PageActions/markdownPath';

export interface LlmsPage {
  route: string;
  title: string;
  description: string;
  markdown: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
  /** Secondary (the generated GraphQL reference): listed under "Optional", in a file of its own if it would double llms-full.txt. */
  optional?: boolean;
}

/** Pages with no Markdown: the search page and the not-found page have no content of their own. */
export const SKIPPED_ROUTES = ['/search', '/404', '/404.html'];

/** The address of a page's Markdown: `/concepts/object-model` → `/concepts/object-model.md`, `/` → `/index.md`. */
export const markdownPathOf = markdownPath;

export const LLMS_FILES = {index: 'llms.txt', full: 'llms-full.txt', optional: 'llms-graphql.txt'} as const;

export const SUMMARY =
  'Sui is a layer 1 smart-contract platform where every asset is an object with an owner, programmed in Move. ' +
  'These docs explain how Sui works (Concepts), show how to build and operate on it step by step (Guides), ' +
  'describe the standards apps share such as coins, tokens, Kiosk and DeepBook (Standards), and list the ' +
  'CLI, SDK, Move and RPC references (References). Every page is also served as Markdown at its address plus `.md`.';

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function linkLine(siteUrl: string, page: LlmsPage): string {
  const url = `${siteUrl.replace(/\/$/, '')}${markdownPathOf(page.route)}`;
  const title = oneLine(page.title).replace(/([[\]])/g, '\\$1');
  return `- [${title}](${url})${page.description ? `: ${oneLine(page.description)}` : ''}`;
}

function fullText(siteUrl: string, title: string, intro: string, pages: LlmsPage[]): string {
  const parts = [`# ${title}\n\n> ${intro}\n`];
  for (const page of pages) {
    parts.push(
      `---\n\nSource: ${siteUrl.replace(/\/$/, '')}${markdownPathOf(page.route)}\n\n${page.markdown.trim()}\n`,
    );
  }
  return parts.join('\n');
}

/** The files' names and texts: llms.txt, llms-full.txt and, if the optional pages go apart, llms-graphql.txt. */
export function llmsTxt({
  siteUrl,
  title,
  sections,
}: {
  siteUrl: string;
  title: string;
  sections: LlmsSection[];
}): Record<string, string> {
  const base = siteUrl.replace(/\/$/, '');
  const main = sections.filter((s) => !s.optional && s.pages.length > 0);
  const optional = sections.filter((s) => s.optional).flatMap((s) => s.pages);
  const mainPages = main.flatMap((s) => s.pages);
  const bytes = (pages: LlmsPage[]) => pages.reduce((n, p) => n + Buffer.byteLength(p.markdown), 0);
  const apart = optional.length > 0 && bytes(optional) >= bytes(mainPages);
  const lines = [`# ${title}`, '', `> ${SUMMARY}`, ''];
  for (const section of main) {
    lines.push(`## ${section.title}`, '', ...section.pages.map((p) => linkLine(siteUrl, p)), '');
  }
  if (optional.length > 0) {
    lines.push('## Optional', '');
    if (apart) {
      lines.push(
        `- [GraphQL reference, every page](${base}/${LLMS_FILES.optional}): the ${optional.length} generated pages of the GraphQL RPC reference in one Markdown file`,
      );
    } else lines.push(...optional.map((p) => linkLine(siteUrl, p)));
    lines.push('');
  }
  const files: Record<string, string> = {
    [LLMS_FILES.index]: lines.join('\n'),
    [LLMS_FILES.full]: fullText(siteUrl, title, SUMMARY, apart ? mainPages : [...mainPages, ...optional]),
  };
  if (apart) {
    files[LLMS_FILES.optional] = fullText(
      siteUrl,
      `${title}: GraphQL reference`,
      'The GraphQL RPC reference, generated from the schema of the pinned Sui TypeScript SDK: every type, query and mutation.',
      optional,
    );
  }
  return files;
}
