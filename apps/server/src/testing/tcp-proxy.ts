import net from 'node:net';

/** A TCP proxy a test controls: between the app and PostgreSQL, it can cut, stall and restore the traffic. */
export type TcpProxy = {
  port: number;
  /** The database URL with its host and port replaced by the proxy's. */
  urlFor: (databaseUrl: string) => string;
  /** Every open connection is reset and new ones are refused (ECONNREFUSED), as when the database goes away. */
  cut: () => Promise<void>;
  /** Connections stay open but nothing goes through in either direction, as on a dead network path. */
  stall: () => void;
  /** Traffic flows again: a cut proxy listens again, stalled bytes are delivered. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

type Link = { client: net.Socket; upstream: net.Socket; held: Array<{ to: net.Socket; data: Buffer }> };

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let stalled = false;

  const forward = (link: Link, to: net.Socket) => (data: Buffer) => {
    if (stalled) link.held.push({ to, data });
    else to.write(data);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    const link: Link = { client, upstream, held: [] };
    links.add(link);
    client.on('data', forward(link, upstream));
    upstream.on('data', forward(link, client));
    const drop = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', drop).on('error', drop);
    upstream.on('close', drop).on('error', drop);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;

  async function cut() {
    stalled = false;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const link of links) {
        link.client.resetAndDestroy();
        link.upstream.destroy();
      }
      links.clear();
    });
  }

  return {
    port,
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut,
    stall() {
      stalled = true;
    },
    async restore() {
      stalled = false;
      for (const link of links) {
        for (const { to, data } of link.held) to.write(data);
        link.held = [];
      }
      if (!server.listening) await listen(port);
    },
    close: cut,
  };
}
