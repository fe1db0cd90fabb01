/**
 * A small element builder. Everything the service returns comes from documents people upload,
 * so it is always set as text (never as HTML), and links are made only from http(s) URLs.
 */

export type Child = Node | string | number | null | undefined | false;
/** Children may come in (nested) lists, as `map` makes them. */
export type Children = Child | readonly Children[];
type Attributes = Record<string, string | number | boolean | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Children[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, ...children);
  return element;
}

export function append(parent: Node, ...children: Children[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, ...(child as readonly Children[]));
    else parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's content. */
export function fill(parent: Element, ...children: Children[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`console: #${id} missing from index.html`);
  return element as T;
}

/** The URL when it is http(s), else null: a resume may hold `javascript:` text. */
export function safeHttpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An external link, or the bare text when the value is not an http(s) URL. */
export function externalLink(value: string, text = value): HTMLElement | string {
  const href = safeHttpUrl(value);
  return href ? h('a', { href, target: '_blank', rel: 'noopener noreferrer' }, text) : text;
}

/** `0.8125` → `81 %`. */
export function percent(score: number): string {
  return `${Math.round(score * 100)} %`;
}

/** Puts a status message where screen readers announce it. */
export function announce(message: string): void {
  byId('announcer').textContent = message;
}
