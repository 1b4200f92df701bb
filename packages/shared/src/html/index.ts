/** JSX to HTML strings for the public pages (see jsx-runtime.ts). */
export { createContext, useContext, type HtmlContext } from './context.js';
export { escapeHtml, renderHtml, renderHtmlChunks } from './render.js';
