/** The development entry bundlers ask for (Vite, Vitest): the same runtime; no development checks. */
import { jsx } from './jsx-runtime.js';

export { Fragment, type JSX } from './jsx-runtime.js';

export const jsxDEV = (type: unknown, props: Record<string, unknown>, key?: string) => jsx(type, props, key);
