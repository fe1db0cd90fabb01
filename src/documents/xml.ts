/**
 * XML parts of office containers → a small element tree. saxes is a strict, non-validating
 * tokenizer that never expands entities beyond the five predefined ones; on top of that a DTD is
 * refused outright (OOXML and ODF parts never carry one, so a DOCTYPE is a hostile or broken
 * file, e.g. billion laughs), and element depth and count are capped.
 */
import { SaxesParser } from 'saxes';
import { DocumentError, type ReadLimits } from './types.js';

export interface XmlElement {
  /** Local name, prefix dropped: office parts use fixed prefixes, readers match on local names. */
  name: string;
  /** Attributes by qualified name (`r:id`, `xlink:href`); see `attr` for lookups by local name. */
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

export function parseXml(
  xml: string,
  limits: Pick<ReadLimits, 'maxXmlDepth'> & Partial<Pick<ReadLimits, 'maxXmlElements'>>,
  part = 'xml',
): XmlElement {
  const maxElements = limits.maxXmlElements ?? Number.POSITIVE_INFINITY;
  let elements = 0;
  const parser = new SaxesParser({ xmlns: false, position: false });
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let failure: DocumentError | null = null;
  const fail = (detail: string): void => {
    failure ??= new DocumentError('DOCUMENT_UNREADABLE', `${part}: ${detail}`);
  };
  parser.on('doctype', () => {
    fail('a DTD is not allowed in an office part');
    throw failure;
  });
  parser.on('opentag', (tag) => {
    if (stack.length > limits.maxXmlDepth) {
      fail(`element depth over ${limits.maxXmlDepth}`);
      throw failure;
    }
    if (++elements > maxElements) {
      fail(`more than ${maxElements} elements`);
      throw failure;
    }
    const el: XmlElement = { name: localName(tag.name), attrs: tag.attributes as Record<string, string>, children: [] };
    stack[stack.length - 1]!.children.push(el);
    stack.push(el);
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('text', (text) => stack[stack.length - 1]!.children.push(text));
  parser.on('cdata', (text) => stack[stack.length - 1]!.children.push(text));
  parser.on('error', (err) => {
    fail(err.message);
    throw failure;
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (failure) throw failure;
    throw new DocumentError('DOCUMENT_UNREADABLE', `${part}: ${(err as Error).message}`);
  }
  if (failure) throw failure;
  const top = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!top) throw new DocumentError('DOCUMENT_UNREADABLE', `${part}: no root element`);
  return top;
}

export function localName(qname: string): string {
  const i = qname.indexOf(':');
  return i < 0 ? qname : qname.slice(i + 1);
}

/** Attribute value by local name (`id` finds `r:id`), or null. */
export function attr(el: XmlElement, local: string): string | null {
  const direct = el.attrs[local];
  if (direct !== undefined) return direct;
  for (const key in el.attrs) {
    if (localName(key) === local) return el.attrs[key]!;
  }
  return null;
}

/** A prefixed attribute by local name (`r:id`, not the plain `id` beside it), or null. */
export function prefixedAttr(el: XmlElement, local: string): string | null {
  for (const key in el.attrs) {
    const i = key.indexOf(':');
    if (i > 0 && key.slice(i + 1) === local && key.slice(0, i) !== 'xmlns') return el.attrs[key]!;
  }
  return null;
}

export function childElements(el: XmlElement, name?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const c of el.children) if (typeof c !== 'string' && (!name || c.name === name)) out.push(c);
  return out;
}

export function firstChild(el: XmlElement, name: string): XmlElement | null {
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) return c;
  return null;
}

/** All descendants named `name`, in document order (iterative: depth is already capped, but cheap). */
export function descendants(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const walk = (e: XmlElement): void => {
    for (const c of e.children) {
      if (typeof c === 'string') continue;
      if (c.name === name) out.push(c);
      walk(c);
    }
  };
  walk(el);
  return out;
}
