/**
 * Load generator for the HTTP benchmarks, run as a child process so it does not share the server's event
 * loop: autocannon against one local URL (127.0.0.1 only), bounded duration. Prints one JSON line.
 * Argument: JSON { url, connections, duration, randomPath?: { prefix, count } }.
 */
import autocannon from 'autocannon';

type Args = { url: string; connections: number; duration: number; randomPath?: { prefix: string; count: number } };
const args = JSON.parse(process.argv[2] ?? '{}') as Args;
const target = new URL(args.url);
if (target.hostname !== '127.0.0.1') throw new Error('load tests only target 127.0.0.1');

const random = args.randomPath;
const result = await autocannon({
  url: args.url,
  connections: args.connections,
  duration: args.duration,
  ...(random
    ? {
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `${random.prefix}${1 + Math.floor(Math.random() * random.count)}`,
            }),
          },
        ],
      }
    : {}),
});

console.log(
  JSON.stringify({
    rps: result.requests.average,
    total: result.requests.total,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
  }),
);
