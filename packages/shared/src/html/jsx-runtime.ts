/**
 * A JSX runtime that builds HTML, not a DOM: the public pages (/p, /t) are written in JSX and rendered to a string by
 * `renderHtml` on every scan. React's server renderer spent most of a scan's CPU time on machinery a static page does
 * not need (issue 27); this runtime keeps the components' JSX and React's attribute names, and renders ~10x faster.
 * Files opt in with the jsxImportSource pragma naming this package. Elements are plain `{ type, props, key }` objects, rendered
 * lazily (so a context provider wraps what it encloses).
 */
import type { JSX as ReactJSX } from 'react';

/** What a component receives and returns: the same shape React's typings describe, so components keep React's types. */
export type HtmlElement = { type: unknown; props: Record<string, unknown>; key: string | null };

/** Children as they are, with no element of their own. */
export function Fragment(props: { children?: unknown }): unknown {
  return props.children;
}

export function jsx(type: unknown, props: Record<string, unknown>, key?: string): ReactJSX.Element {
  const element: HtmlElement = { type, props, key: key === undefined ? null : String(key) };
  // Typed as React's element: the components are typed with React's types (ReactNode, JSX.Element).
  return element as ReactJSX.Element;
}

/** An element with several children (the compiler's name for it; the same element). */
export function jsxs(type: unknown, props: Record<string, unknown>, key?: string): ReactJSX.Element {
  return jsx(type, props, key);
}

// The JSX types TypeScript reads for files with this import source: React's, so attributes are checked as in React.
// eslint-disable-next-line @typescript-eslint/no-namespace -- TypeScript reads a runtime's JSX types from a namespace
export namespace JSX {
  export type Element = ReactJSX.Element;
  export type ElementType = ReactJSX.ElementType;
  export type IntrinsicElements = ReactJSX.IntrinsicElements;
  export type ElementChildrenAttribute = ReactJSX.ElementChildrenAttribute;
  export type IntrinsicAttributes = ReactJSX.IntrinsicAttributes;
}

/**
 * Host elements compiled at build time (issue 27; apps/server/src/build/html-templates.ts): the markup that never
 * changes, already escaped, as the runtime would write it, and between each two pieces a hole: a child (null), written
 * as any child, or an attribute's name, whose value is written as that attribute. `markup` has one piece more than
 * `holes`. One per compiled tree, made once when its module loads.
 */
export class HtmlTemplate {
  constructor(
    readonly markup: readonly string[],
    readonly holes: readonly (string | null)[],
  ) {}
}

/** A compiled tree with this render's values, one per hole: an element like any other for renderHtml. */
export type HtmlTemplateElement = { type: HtmlTemplate; props: readonly unknown[]; key: null };

export function htmlTemplate(markup: readonly string[], holes: readonly (string | null)[]): HtmlTemplate {
  return new HtmlTemplate(markup, holes);
}

export function templateElement(template: HtmlTemplate, values: readonly unknown[]): ReactJSX.Element {
  const element: HtmlTemplateElement = { type: template, props: values, key: null };
  return element as unknown as ReactJSX.Element;
}
