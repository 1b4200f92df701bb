import { buffer } from 'node:stream/consumers';
import yauzl from 'yauzl';

/** A ZIP read back with yauzl (a real reader, not ours): each file's name and bytes, in the archive's order. */
export function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      archive.on('error', reject);
      archive.on('end', () => resolve(files));
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          buffer(stream).then((bytes) => {
            files.set(entry.fileName, bytes);
            archive.readEntry();
          }, reject);
        });
      });
      archive.readEntry();
    });
  });
}
