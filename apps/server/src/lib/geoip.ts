import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Country (ISO 3166 alpha-2) and city of an address from geoip-lite's offline database; nulls for private, loopback
 * and unknown addresses.
 *
 * geoip-lite itself reads its three city files whole into Buffers (146 MB, every instance its own copy: the largest
 * part of an instance's memory, issue 46 item 5). This reads the same files where they lie: at first need it reads
 * them through once and keeps the first address of every 256th range (60 KB); a lookup then finds its block of 256
 * ranges in that index and reads that block (6 or 12 KB, from the page cache, which every instance on the machine
 * shares) and the city's record. The same answers as geoip-lite.lookup (geoip.test.ts compares them).
 */
const V4_RECORD = 24; // from u32, to u32, location u32, latitude, longitude, area
const V6_RECORD = 48; // from 16 bytes, to 16 bytes, location u32, latitude, longitude, area
const NAME_RECORD = 88; // country 2, region 3, metro 4, eu 1, time zone 32, city 46
const BLOCK = 256; // ranges per block: the index holds one address per block
const NO_LOCATION = 0xffffffff;
// geoip-lite's own private ranges (the rest, loopback included, are simply not in the data).
const PRIVATE_V4: Array<[number, number]> = [
  [0x0a000000, 0x0affffff],
  [0xac100000, 0xac1fffff],
  [0xc0a80000, 0xc0a8ffff],
];

/** One file of ranges: its descriptor, its number of ranges, and the first 32 bits (v6: 64) of each block's first. */
type Ranges = { fd: number; lines: number; size: number; high: Uint32Array; low: Uint32Array };
type Files = { v4: Ranges; v6: Ranges; names: number };
let files: Files | undefined;
const block = Buffer.alloc(BLOCK * V6_RECORD);
const name = Buffer.alloc(NAME_RECORD);

function indexRanges(fd: number, size: number, words: 1 | 2): Ranges {
  const lines = fstatSync(fd).size / size;
  const blocks = Math.ceil(lines / BLOCK);
  const high = new Uint32Array(blocks);
  const low = new Uint32Array(words === 2 ? blocks : 0);
  const chunk = Buffer.alloc(BLOCK * size * 64);
  for (let first = 0; first < blocks; first += 64) {
    readSync(fd, chunk, 0, chunk.length, first * BLOCK * size);
    for (let index = first; index < Math.min(blocks, first + 64); index++) {
      high[index] = chunk.readUInt32BE((index - first) * BLOCK * size);
      if (words === 2) low[index] = chunk.readUInt32BE((index - first) * BLOCK * size + 4);
    }
  }
  return { fd, lines, size, high, low };
}

/** Opened on first need, once per process; kept open (three descriptors) for the process's life. */
function openFiles(): Files {
  const data = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('geoip-lite')),
    process.env.GEODATADIR ?? '../data/',
  );
  const open = (file: string) => openSync(path.join(data, file), 'r');
  return {
    v4: indexRanges(open('geoip-city.dat'), V4_RECORD, 1),
    v6: indexRanges(open('geoip-city6.dat'), V6_RECORD, 2),
    names: open('geoip-city-names.dat'),
  };
}

/** Closes the files (tests that compare with geoip-lite, a process that wants its descriptors back). */
export function closeGeoip(): void {
  if (!files) return;
  for (const fd of [files.v4.fd, files.v6.fd, files.names]) closeSync(fd);
  files = undefined;
}

/** -1, 0 or 1 as (high, low) is below, equal to or above (a, b): unsigned 64-bit order. */
const order = (high: number, low: number, a: number, b: number) =>
  high !== a ? (high < a ? -1 : 1) : low === b ? 0 : low < b ? -1 : 1;

/**
 * The location of the range holding the address (the first 64 bits: geoip-lite compares IPv6 addresses by their
 * network; for IPv4 `low` is 0), or undefined: the last block whose first range starts at or below it, then in that
 * block the last range starting at or below it, if it ends at or after it. Ranges are sorted and disjoint.
 */
function locate(ranges: Ranges, high: number, low: number): number | undefined {
  const v6 = ranges.low.length > 0;
  const startOf = (index: number) => order(high, low, ranges.high[index]!, v6 ? ranges.low[index]! : 0);
  let blockIndex = -1;
  for (let from = 0, to = ranges.high.length - 1; from <= to;) {
    const middle = (from + to) >>> 1;
    if (startOf(middle) >= 0) {
      blockIndex = middle;
      from = middle + 1;
    } else to = middle - 1;
  }
  if (blockIndex === -1) return undefined;
  const count = Math.min(BLOCK, ranges.lines - blockIndex * BLOCK);
  readSync(ranges.fd, block, 0, count * ranges.size, blockIndex * BLOCK * ranges.size);
  const word = (line: number, offset: number) => block.readUInt32BE(line * ranges.size + offset);
  const at = (line: number, offset: number) => order(high, low, word(line, offset), v6 ? word(line, offset + 4) : 0);
  let line = -1;
  for (let from = 0, to = count - 1; from <= to;) {
    const middle = (from + to) >>> 1;
    if (at(middle, 0) >= 0) {
      line = middle;
      from = middle + 1;
    } else to = middle - 1;
  }
  const end = v6 ? 16 : 4;
  if (line === -1 || at(line, end) > 0) return undefined;
  return word(line, v6 ? 32 : 8);
}

function text(buffer: Buffer, start: number, end: number): string {
  const zero = buffer.indexOf(0, start);
  return buffer.toString('utf8', start, zero === -1 || zero > end ? end : zero);
}

function place(open: Files, location: number | undefined): { country: string | null; city: string | null } {
  if (location === undefined || location === NO_LOCATION) return { country: null, city: null };
  readSync(open.names, name, 0, NAME_RECORD, location * NAME_RECORD);
  const country = text(name, 0, 2);
  return { country: /^[A-Z]{2}$/.test(country) ? country : null, city: text(name, 42, NAME_RECORD) || null };
}

const v4Number = (ip: string) => ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/** The first 64 bits of an IPv6 address, as two unsigned 32-bit numbers. */
function v6Network(ip: string): [number, number] {
  const [head = '', tail] = ip.split('::');
  const groups = head ? head.split(':') : [];
  const rest = tail === undefined ? [] : tail ? tail.split(':') : [];
  const all = [...groups, ...Array<string>(8 - groups.length - rest.length).fill('0'), ...rest];
  const word = (index: number) => (parseInt(all[index] || '0', 16) * 65536 + parseInt(all[index + 1] || '0', 16)) >>> 0;
  return [word(0), word(2)];
}

export function lookupAddress(ip: string): { country: string | null; city: string | null } {
  const version = isIP(ip);
  if (version === 0) return { country: null, city: null };
  files ??= openFiles();
  const mapped = version === 6 ? /^(?:0:0:0:0:0:ffff:|::ffff:)(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] : undefined;
  if (version === 4 || mapped) {
    const address = v4Number(mapped ?? ip);
    if (PRIVATE_V4.some(([from, to]) => address >= from && address <= to)) return { country: null, city: null };
    return place(files, locate(files.v4, address, 0));
  }
  return place(files, locate(files.v6, ...v6Network(ip)));
}

const COUNTRY_NAMES = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

/** 'BR' -> 'Brasil'; null for what names no country (the analytics' 'XX', a malformed code). */
export function countryNameOf(code: string | null): string | null {
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX') return null;
  try {
    return COUNTRY_NAMES.of(code) ?? code;
  } catch {
    return code;
  }
}
