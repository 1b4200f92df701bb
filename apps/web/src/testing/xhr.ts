import { onTestFinished, vi } from 'vitest';

/** One request sent through the fake XMLHttpRequest: what was sent, and the controls of its answer. */
export type FakeUpload = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: FormData;
  /** Fires an upload progress event (loaded of total bytes sent). */
  progress: (loaded: number, total: number) => void;
  /** Answers with a status and a JSON body. */
  respond: (status: number, body?: unknown) => void;
  /** The connection fails (the 'error' event). */
  fail: () => void;
  aborted: boolean;
};

/**
 * Replaces XMLHttpRequest (the network edge of uploads: fetch has no upload progress) with a fake the test drives:
 * each send() lands in `uploads`, and `onSend` (when given) may answer it at once. Unstubbed after each test by
 * testing/setup.ts.
 */
export function stubXhr(onSend?: (upload: FakeUpload) => void) {
  const uploads: FakeUpload[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private done = false;
    private record: FakeUpload | null = null;

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    send(body: FormData) {
      const url = new URL(this.url, 'http://localhost');
      const finish = (type: string) => {
        if (this.done) return;
        this.done = true;
        this.dispatchEvent(new Event(type));
      };
      const record: FakeUpload = {
        method: this.method,
        path: url.pathname,
        headers: this.headers,
        body,
        aborted: false,
        progress: (loaded, total) => {
          if (this.done) return;
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }) as ProgressEvent,
          );
        },
        respond: (status, responseBody) => {
          this.status = status;
          this.responseText = responseBody === undefined ? '' : JSON.stringify(responseBody);
          finish('load');
        },
        fail: () => finish('error'),
      };
      this.record = record;
      uploads.push(record);
      onSend?.(record);
    }

    abort() {
      if (this.record) this.record.aborted = true;
      if (this.done) return;
      this.done = true;
      this.dispatchEvent(new Event('abort'));
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return { uploads };
}

/**
 * jsdom has no URL.createObjectURL / revokeObjectURL (the dialog's previews, the download): stand-ins that hand out
 * blob: names, put back as they were when the test ends.
 */
export function stubObjectUrls() {
  let count = 0;
  const created = vi.fn((_blob: Blob) => `blob:http://localhost/${++count}`);
  const revoked = vi.fn((_url: string) => undefined);
  const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
  onTestFinished(() => {
    Object.assign(URL, original);
  });
  return { created, revoked };
}
