/**
 * Brings the document to a merged head state (./headState.ts) as react-helmet-async 1.3's
 * client (src/client.js, commitTagChanges) does, so that what a reader or crawler sees is
 * the same: managed tags and attributes carry `data-rh`; a tag equal to one already in the
 * head (the server's, on hydration) is kept as it is, the others are removed, the new ones
 * appended. The `document` is a parameter so the unit test can run it on jsdom.
 */
import {TAG_KEYS, type Attributes, type HeadState, type TagType} from './headState';

const MARK = 'data-rh';

/** html, body or title: sets the given attributes, removes those it set before and no longer has, and lists its own in data-rh. */
function updateAttributes(doc: Document, tagName: string, attributes: Attributes): void {
  const element = doc.getElementsByTagName(tagName)[0];
  if (!element) return;
  const marked = element.getAttribute(MARK);
  const managed = marked ? marked.split(',') : [];
  const stale = [...managed];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || '');
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    if (!managed.includes(name)) managed.push(name);
    const index = stale.indexOf(name);
    if (index !== -1) stale.splice(index, 1);
  }
  for (const name of stale) element.removeAttribute(name);
  if (managed.length === stale.length) element.removeAttribute(MARK);
  else if (element.getAttribute(MARK) !== names.join(',')) element.setAttribute(MARK, names.join(','));
}

function updateTags(doc: Document, type: TagType, tags: readonly Attributes[]): void {
  const head = doc.head;
  const old = Array.from(head.querySelectorAll(`${type}[${MARK}]`));
  const added: Element[] = [];
  for (const tag of tags) {
    const element = doc.createElement(type);
    for (const name of Object.keys(tag)) {
      // Values as helmet hands them to the DOM, which turns them into strings.
      if (name === 'innerHTML') element.innerHTML = tag.innerHTML as string;
      else if (name === 'cssText') element.append(tag.cssText as string);
      else element.setAttribute(name, tag[name] === undefined ? '' : (tag[name] as string));
    }
    element.setAttribute(MARK, 'true');
    // An equal tag already there stays: no flicker of canonical or og tags, no duplicate.
    const same = old.findIndex((node) => element.isEqualNode(node));
    if (same === -1) added.push(element);
    else old.splice(same, 1);
  }
  for (const node of old) node.remove();
  for (const node of added) head.appendChild(node);
}

export function applyHead({title, attributes, tags}: HeadState, doc: Document = document): void {
  updateAttributes(doc, 'body', attributes.body);
  updateAttributes(doc, 'html', attributes.html);
  if (title !== undefined && doc.title !== title) doc.title = title;
  updateAttributes(doc, 'title', attributes.title);
  for (const type of Object.keys(TAG_KEYS) as TagType[]) updateTags(doc, type, tags[type]);
}
