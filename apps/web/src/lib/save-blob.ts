/** Hands a fetched file to the browser's download under `fileName`, through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the URL can go once this task ends.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}
