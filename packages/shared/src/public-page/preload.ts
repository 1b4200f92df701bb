/**
 * The first screen's images (the avatar's photo, the gallery's eager tiles): the document lists them in <head> as
 * preloads, so the browser asks for them before it reaches the <body>. Each reports itself while the body renders;
 * outside a document (the editor's preview) nobody collects them.
 */
import { createContext, useContext } from '../html/context.js';

/** A responsive image (srcset and sizes) or a plain one. */
export type ImagePreload = { srcSet: string; sizes: string } | { href: string };

export const ImagePreloads = createContext<ImagePreload[] | null>(null);

export function usePreloadImage(): (preload: ImagePreload) => void {
  const list = useContext(ImagePreloads);
  return (preload) => void list?.push(preload);
}
