/**
 * What the mounted <Head> instances ask of the document, merged as react-helmet-async 1.3
 * (src/index.js and src/utils.js) merges them on the client. Pure: no DOM, so the unit test
 * runs it in Node. Only what Docusaurus and this site use is kept: children elements (no
 * Helmet props such as titleTemplate, defaultTitle, defer or onChangeClientState, which no
 * caller passes; tests/unit/lean-head.test.ts checks that none does).
 */
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** A tag's attributes as HTML names, plus helmet's `innerHTML` / `cssText` for its text. */
export type Attributes = Record<string, unknown>;

/** The tag types helmet keeps as lists, with the attributes that identify a tag (its primary keys). */
export const TAG_KEYS = {
  base: ['href'],
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
} as const;

export type TagType = keyof typeof TAG_KEYS;

/** The elements whose own attributes helmet manages: html, body and title. */
export type AttributeTag = 'html' | 'body' | 'title';

/** One instance's children, as helmet turns them into props (a <base> as a list of one). */
export type HeadProps = {
  title?: unknown;
  /** The attributes of its last <html>, <body> and <title>. */
  attributes?: Partial<Record<AttributeTag, Attributes>>;
} & Partial<Record<TagType, Attributes[]>>;

/** The merged state the DOM is brought to. */
export interface HeadState {
  title: string | undefined;
  attributes: Record<AttributeTag, Attributes>;
  tags: Record<TagType, Attributes[]>;
}

// React prop names that differ from their HTML attribute (helmet's REACT_TAG_MAP, inverted).
const HTML_NAMES: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

/**
 * Helmet's mapChildrenToProps: list tags gathered per level, a title, html, body or base
 * replaced by the last one. As in helmet, a level's lists replace those of a fragment inside
 * it for the same tag type (helmet merges them so).
 */
export function collect(children: ReactNode, props: HeadProps = {}): HeadProps {
  const lists: HeadProps = {};
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const {children: nested, ...rest} = child.props as Attributes;
    const attributes: Attributes = {};
    for (const key of Object.keys(rest)) attributes[HTML_NAMES[key] ?? key] = rest[key];
    const type = child.type as string;
    if (child.type === Fragment) collect(nested as ReactNode, props);
    else if (type === 'base') props.base = [attributes];
    else if (type in TAG_KEYS) {
      if (nested) attributes[type === 'style' ? 'cssText' : 'innerHTML'] = nested;
      (lists[type as TagType] ??= []).push(attributes);
    } else if (type === 'html' || type === 'body' || type === 'title') {
      if (type === 'title') props.title = nested;
      (props.attributes ??= {})[type] = attributes;
    }
  });
  return Object.assign(props, lists);
}

/** The attribute that identifies a tag, as helmet picks it: the last primary key, but a canonical link keeps `rel` and a stylesheet is known by its href. */
function primaryKey(type: TagType, tag: Attributes): string | undefined {
  const primaries: readonly string[] = TAG_KEYS[type];
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    if (
      primaries.includes(lower) &&
      !(key === 'rel' && String(tag[key]).toLowerCase() === 'canonical') &&
      !(lower === 'rel' && String(tag[lower]).toLowerCase() === 'stylesheet')
    )
      key = lower;
    // innerHTML and cssText are matched as written (helmet does not lowercase them).
    if (name !== lower && primaries.includes(name)) key = name;
  }
  return key;
}

/**
 * Helmet's getTagsFromPropsList: from the innermost instance out, a tag is kept unless a later
 * instance already has a tag with the same primary key and value (case-insensitive); tags
 * without one are dropped. Two tags with the same key in one instance are both kept.
 * The result is in instance order, each instance's tags in their order.
 */
export function pickTags(type: TagType, list: readonly HeadProps[]): Attributes[] {
  const approved: Record<string, Record<string, true>> = {};
  let out: Attributes[] = [];
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const seen: Record<string, Record<string, true>> = {};
    const kept = (list[i][type] ?? []).filter((tag) => {
      const key = primaryKey(type, tag);
      if (!key || !tag[key]) return false;
      const value = String(tag[key]).toLowerCase();
      if (approved[key]?.[value]) return false;
      (seen[key] ??= {})[value] = true;
      return true;
    });
    out = kept.concat(out);
    for (const key of Object.keys(seen)) approved[key] = {...approved[key], ...seen[key]};
  }
  return out;
}

/** Helmet's reducePropsToState, for what Docusaurus uses. `list` is in mount order. */
export function reduce(list: readonly HeadProps[]): HeadState {
  let title: unknown;
  const attributes: HeadState['attributes'] = {html: {}, body: {}, title: {}};
  for (const props of list) {
    // The innermost (last) instance that has a <title>, even an empty one.
    if ('title' in props) title = props.title;
    // Attributes of every instance, later ones overriding earlier ones per attribute.
    for (const tag of Object.keys(props.attributes ?? {}) as AttributeTag[])
      Object.assign(attributes[tag], props.attributes![tag]);
  }
  const tags = {} as HeadState['tags'];
  for (const type of Object.keys(TAG_KEYS) as TagType[]) tags[type] = pickTags(type, list);
  // Only the innermost <base> with an href.
  tags.base = tags.base.slice(-1);
  return {title: (Array.isArray(title) ? title.join('') : (title as string)) || undefined, attributes, tags};
}
