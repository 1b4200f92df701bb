/**
 * A value a component reads from the element that encloses it (the visitor's language), for `renderHtml`. Rendering is
 * synchronous, so a stack per context is enough: the provider pushes while its children render and pops after.
 */
import type { ReactNode } from 'react';

export type HtmlContext<T> = {
  Provider: (props: { value: T; children?: ReactNode }) => ReactNode;
  /** The provider's value now, else the default. */
  read: () => T;
};

/** The providers `renderHtml` recognises, and how each encloses its children. */
export const PROVIDERS = new WeakMap<object, { push: (value: unknown) => void; pop: () => void }>();

export function createContext<T>(defaultValue: T): HtmlContext<T> {
  const stack: T[] = [];
  // Never called: renderHtml recognises the provider and renders its children between push and pop.
  const Provider = (props: { value: T; children?: ReactNode }) => props.children;
  PROVIDERS.set(Provider, { push: (value) => stack.push(value as T), pop: () => void stack.pop() });
  return { Provider, read: () => (stack.length ? stack[stack.length - 1]! : defaultValue) };
}

export function useContext<T>(context: HtmlContext<T>): T {
  return context.read();
}
