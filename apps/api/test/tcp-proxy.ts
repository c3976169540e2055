import net from 'node:net';

/** A TCP proxy in front of PostgreSQL that a test can cut, restore or slow down. */
export interface TcpProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  url: string;
  /** Drops every open connection and refuses new ones (accepts, then closes at once). */
  cut(): void;
  restore(): void;
  /** Holds every chunk from the server this long before passing it on (0: none). */
  delayServerReplies(ms: number): void;
  /** Resolves the next time a client sends something through the proxy. */
  nextClientData(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts a proxy on a free loopback port that forwards to the host and port of `databaseUrl`.
 * A few lines of `node:net`, so faults are real socket faults seen by the real driver.
 */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let isCut = false;
  let delayMs = 0;
  let dataWaiters: (() => void)[] = [];

  const server = net.createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // Either side failing ends the pair, as a real network fault would.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk) => {
      upstream.write(chunk);
      const waiters = dataWaiters;
      dataWaiters = [];
      for (const resolve of waiters) resolve();
    });
    upstream.on('data', (chunk) => {
      if (delayMs === 0) client.write(chunk);
      else setTimeout(() => client.write(chunk), delayMs);
    });
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);

  return {
    url: url.toString(),
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    delayServerReplies: (ms) => {
      delayMs = ms;
    },
    nextClientData: () => new Promise((resolve) => dataWaiters.push(resolve)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
