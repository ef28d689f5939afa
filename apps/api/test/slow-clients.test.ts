import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env.ts';
import { clientKey, httpServerSettings } from '../src/config/http-server.ts';
import { createLoggingTestApp, type TestApp } from './support/test-app.ts';

// Slow and greedy clients against a real listening server built as `npm run serve` builds it
// (buildApp applies config/http-server.ts), with the timeouts short enough for a test.

const HEADERS_TIMEOUT_MS = 1_000;
// Long enough for a starved test process to open and parse all the slow requests (1.7 s at a
// load average of 15 on 2 cores) and measure health (1.1 s) before the first deadline.
const REQUEST_TIMEOUT_MS = 5_000;
const KEEP_ALIVE_TIMEOUT_MS = 1_000;
// A byte of body this often from each slow client, each on its own phase as bytes from many
// clients arrive: far more often than the idle timeout (10 s here), so only the deadline on the
// whole request can cut them.
const TRICKLE_MS = 1_000;
const SLOW_CLIENTS = 300;
// What a busy 2-core machine may add between the deadline and the client seeing the close: the
// server checks every 100 ms here, then the close waits for a starved event loop (1.3 s late
// at a load average of 15, 2.7 s with two more processes burning a core each).
const SLACK_MS = 4_000;

interface RawClient {
  socket: net.Socket;
  connected: Promise<void>;
  /** Resolves when the socket closes: when, and all it received. */
  closed: Promise<{ at: number; data: string }>;
  received(): string;
}

function connect(port: number, localAddress?: string): RawClient {
  const socket = net.connect({
    host: '127.0.0.1',
    port,
    ...(localAddress ? { localAddress } : {}),
  });
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (data += chunk));
  socket.on('error', () => undefined); // a reset is one way of being cut
  return {
    socket,
    connected: new Promise((resolve) =>
      socket.once('connect', () => {
        resolve();
      }),
    ),
    closed: new Promise((resolve) =>
      socket.once('close', () => {
        resolve({ at: Date.now(), data });
      }),
    ),
    received: () => data,
  };
}

/** One GET /api/health on the raw connection: its status line, or 'closed' if it was cut. */
async function healthOver(client: RawClient, timeoutMs = 5_000): Promise<string> {
  const before = client.received().length;
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = client.received().slice(before);
    const status = answer.startsWith('HTTP/') ? answer.slice(0, answer.indexOf('\r\n')) : null;
    const end = answer.indexOf('\r\n\r\n');
    const length = /content-length: (\d+)/i.exec(answer)?.[1];
    const complete =
      end >= 0 &&
      (length === undefined
        ? answer.endsWith('0\r\n\r\n')
        : answer.length >= end + 4 + Number(length));
    if (status !== null && complete) return status;
    if (client.socket.destroyed || client.socket.readableEnded) return status ?? 'closed';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return 'no answer';
}

/**
 * Sequential GET /api/health over one kept-alive raw connection, each timed from the write to
 * the last byte of its answer: the sorted times in ms. A raw socket rather than fetch: the test's
 * client shares the server's event loop, and should cost it as little as a remote one would.
 */
async function healthTimings(port: number, count: number): Promise<number[]> {
  const socket = net.connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.setNoDelay(true);
  const timings: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const status = await new Promise<string>((resolve, reject) => {
        let answer = '';
        const onData = (chunk: Buffer) => {
          answer += chunk.toString('latin1');
          const end = answer.indexOf('\r\n\r\n');
          const length = /content-length: (\d+)/i.exec(answer)?.[1];
          if (end < 0 || length === undefined || answer.length < end + 4 + Number(length)) return;
          socket.off('data', onData);
          socket.off('close', onClose);
          resolve(answer.slice(0, answer.indexOf('\r\n')));
        };
        const onClose = () => {
          reject(new Error('health connection closed'));
        };
        socket.on('data', onData);
        socket.once('close', onClose);
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      });
      timings.push(performance.now() - start);
      if (status !== 'HTTP/1.1 200 OK') throw new Error(`health answered ${status}`);
    }
  } finally {
    socket.destroy();
  }
  return timings.sort((a, b) => a - b);
}

const p95 = (sorted: number[]) => sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Infinity;
const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? Infinity;

/** The summed counts of the server's `security.connections_cut` warnings. */
function cutsLogged(lines: string[]) {
  const sums = { lines: 0, timedOut: 0, overClientCap: 0, overMaxConnections: 0 };
  for (const line of lines) {
    const entry = JSON.parse(line) as Record<string, unknown>;
    if (entry.event !== 'security.connections_cut') continue;
    const { timedOut, overClientCap, overMaxConnections, windowSeconds, ...rest } = entry;
    // Counts only: no address or pseudonym of any client.
    expect(Object.keys(rest).sort()).toEqual(['event', 'hostname', 'level', 'msg', 'pid', 'time']);
    expect(windowSeconds).toBe(10);
    sums.lines += 1;
    sums.timedOut += timedOut as number;
    sums.overClientCap += overClientCap as number;
    sums.overMaxConnections += overMaxConnections as number;
  }
  return sums;
}

function portOf(t: TestApp): number {
  return (t.app.server.address() as net.AddressInfo).port;
}

function openConnections(t: TestApp): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, count) => {
      if (error) reject(error);
      else resolve(count);
    }),
  );
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

/** Linux routes all of 127.0.0.0/8 to loopback; elsewhere only 127.0.0.1 may exist. */
async function canBind(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(0, address, () =>
      server.close(() => {
        resolve(true);
      }),
    );
  });
}
const otherAddresses = (await canBind('127.0.0.2')) && (await canBind('127.0.0.3'));

describe('slow clients: headers, body and keep-alive timeouts', () => {
  const logs: string[] = [];
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createLoggingTestApp(logs, {
      env: {
        HTTP_HEADERS_TIMEOUT_MS: HEADERS_TIMEOUT_MS,
        HTTP_REQUEST_TIMEOUT_MS: REQUEST_TIMEOUT_MS,
        HTTP_IDLE_TIMEOUT_MS: 10_000,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: KEEP_ALIVE_TIMEOUT_MS,
        // One address sends them all here; the cap has its own tests below.
        HTTP_MAX_CONNECTIONS_PER_CLIENT: 0,
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the listening server the configured timeouts', () => {
    const server = t.app.server;
    expect({
      headersTimeout: server.headersTimeout,
      requestTimeout: server.requestTimeout,
      timeout: server.timeout,
      keepAliveTimeout: server.keepAliveTimeout,
      maxRequestsPerSocket: server.maxRequestsPerSocket,
      maxConnections: server.maxConnections,
    }).toEqual({
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      timeout: 10_000,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      maxRequestsPerSocket: 1_000,
      maxConnections: 4_096,
    });
  });

  it(`cuts ${SLOW_CLIENTS} trickled bodies at the request timeout with a 408, health fast meanwhile`, async () => {
    const { headers, cookies } = t.client;
    // A real body route past its XSRF check: the server is reading the body when it cuts.
    const head = [
      'POST /api/lead/vehicle HTTP/1.1',
      `Host: ${headers.host}`,
      `Origin: ${headers.origin}`,
      `X-XSRF-TOKEN: ${headers['x-xsrf-token']}`,
      `Cookie: ${Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ')}`,
      'Content-Type: application/json',
      'Content-Length: 4096',
      '',
      '{',
    ].join('\r\n');

    await healthTimings(port, 20); // warm-up: the route's first runs
    const baseline = await healthTimings(port, 50);

    // Counted when the server has parsed a request's headers and handed it to Fastify.
    let parsed = 0;
    const countParsed = (request: { url?: string }) => {
      if (request.url === '/api/lead/vehicle') parsed += 1;
    };
    t.app.server.on('request', countParsed);
    const slow = Array.from({ length: SLOW_CLIENTS }, () => connect(port));
    const sentAt = await Promise.all(
      slow.map(async (client) => {
        await client.connected;
        client.socket.write(head);
        return Date.now();
      }),
    );
    const timers: NodeJS.Timeout[] = [];
    for (const [i, client] of slow.entries()) {
      const trickle = () => {
        if (!client.socket.destroyed) client.socket.write(' ');
      };
      const phase = Math.floor((i * TRICKLE_MS) / SLOW_CLIENTS);
      timers.push(setTimeout(() => timers.push(setInterval(trickle, TRICKLE_MS)), phase));
    }
    const stillOpen = () => slow.filter((client) => !client.socket.destroyed).length;

    try {
      expect(await until(() => parsed === SLOW_CLIENTS, REQUEST_TIMEOUT_MS - 2_000)).toBe(true);
      const openBefore = stillOpen();
      const during = await healthTimings(port, 50);
      const openAfter = stillOpen();
      console.info(
        `health p95 ${p95(baseline).toFixed(1)} ms (median ${median(baseline).toFixed(1)}) alone, ` +
          `${p95(during).toFixed(1)} ms (median ${median(during).toFixed(1)}) with ${openAfter} slow bodies open`,
      );
      expect(openBefore).toBe(SLOW_CLIENTS);
      expect(openAfter).toBe(SLOW_CLIENTS);
      expect(p95(during)).toBeLessThan(100);

      const ends = await Promise.all(slow.map((client) => client.closed));
      const lifetimes = ends.map((end, i) => end.at - (sentAt[i] ?? 0));
      console.info(
        `slow bodies cut after ${Math.min(...lifetimes)}..${Math.max(...lifetimes)} ms (request timeout ${REQUEST_TIMEOUT_MS} ms)`,
      );
      for (const [i, end] of ends.entries()) {
        // The one answer is the timeout's: the route never got a whole body to answer.
        expect(end.data).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        expect(end.data.match(/HTTP\/1\.1/g)).toHaveLength(1);
        // Not before the deadline: trickling keeps a connection from looking idle, and the
        // cut is the deadline's; not much after it either.
        expect(lifetimes[i]).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
        expect(lifetimes[i]).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS + SLACK_MS);
      }
    } finally {
      t.app.server.off('request', countParsed);
      for (const timer of timers) clearTimeout(timer);
      for (const client of slow) client.socket.destroy();
    }
  }, 20_000);

  it('cuts a silent connection and unfinished headers at the headers timeout', async () => {
    const silent = connect(port);
    const partial = connect(port);
    await Promise.all([silent.connected, partial.connected]);
    const start = Date.now();
    partial.socket.write('POST /api/lead/vehicle HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => partial.socket.write('X'), 200);
    try {
      for (const end of await Promise.all([silent.closed, partial.closed])) {
        expect(end.data).toMatch(/^HTTP\/1\.1 408 /);
        expect(end.at - start).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
        expect(end.at - start).toBeLessThanOrEqual(HEADERS_TIMEOUT_MS + SLACK_MS);
      }
    } finally {
      clearInterval(trickle);
    }
  });

  it('closes a connection left idle after an answer at the keep-alive timeout', async () => {
    const client = connect(port);
    await client.connected;
    expect(await healthOver(client)).toBe('HTTP/1.1 200 OK');
    const answeredAt = Date.now();
    const end = await client.closed;
    // Node adds a second to the advertised timeout before it closes (its keep-alive buffer).
    expect(end.at - answeredAt).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 50);
    expect(end.at - answeredAt).toBeLessThanOrEqual(KEEP_ALIVE_TIMEOUT_MS + 1_000 + SLACK_MS);
  });

  it('logs the cuts as counts, one warning per 10 s at most', async () => {
    await t.app.close(); // a stop reports what the last 10 s had not yet
    const cuts = cutsLogged(logs);
    expect(cuts.timedOut).toBe(SLOW_CLIENTS + 2); // the slow bodies, the two slow headers
    expect(cuts.lines).toBeLessThanOrEqual(3);
  });
});

describe.skipIf(!otherAddresses)('slow clients: connections per client address', () => {
  const CAP = 4;
  const MAX_CONNECTIONS = 16;
  const logs: string[] = [];
  let t: TestApp;
  let port: number;
  const opened: RawClient[] = [];
  const open = async (address: string) => {
    const client = connect(port, address);
    opened.push(client);
    await client.connected;
    return client;
  };

  beforeAll(async () => {
    t = await createLoggingTestApp(logs, {
      env: {
        HTTP_MAX_CONNECTIONS_PER_CLIENT: CAP,
        HTTP_MAX_CONNECTIONS: MAX_CONNECTIONS,
        HTTP_MAX_REQUESTS_PER_SOCKET: 3,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: 30_000,
        // As a balancer would be: its connections carry many clients.
        TRUST_PROXY: ['127.0.0.4'],
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = portOf(t);
  });
  afterAll(async () => {
    for (const client of opened) client.socket.destroy();
    await t.close();
  });

  it('closes the connections of one address beyond the cap, others still served', async () => {
    const held = [];
    for (let i = 0; i < CAP; i++) held.push(await open('127.0.0.2'));
    for (const client of held) expect(await healthOver(client)).toBe('HTTP/1.1 200 OK');

    const extra = await open('127.0.0.2');
    expect(await healthOver(extra)).toBe('closed');
    expect((await extra.closed).data).toBe('');

    // Another address is its own client; the held connections still work.
    expect(await healthOver(await open('127.0.0.3'))).toBe('HTTP/1.1 200 OK');
    expect(await healthOver(held[0] as RawClient)).toBe('HTTP/1.1 200 OK');

    // A closed connection gives its place back.
    (held[1] as RawClient).socket.destroy();
    expect(
      await until(
        async () => (await healthOver(await open('127.0.0.2'))) === 'HTTP/1.1 200 OK',
        3_000,
      ),
    ).toBe(true);
  });

  it('does not cap a TRUST_PROXY address; HTTP_MAX_CONNECTIONS caps every connection', async () => {
    const proxied: RawClient[] = [];
    while ((await openConnections(t)) < MAX_CONNECTIONS) {
      const client = await open('127.0.0.4');
      expect(await healthOver(client)).toBe('HTTP/1.1 200 OK');
      proxied.push(client);
    }
    expect(proxied.length).toBeGreaterThan(CAP);
    const beyond = await open('127.0.0.4');
    expect(await healthOver(beyond)).toBe('closed');
    expect((await beyond.closed).data).toBe('');
  });

  it('says Connection: close at HTTP_MAX_REQUESTS_PER_SOCKET and answers 503 past it', async () => {
    for (const client of opened) client.socket.destroy();
    expect(await until(async () => (await openConnections(t)) === 0, 3_000)).toBe(true);
    const client = await open('127.0.0.3');
    for (let i = 1; i <= 3; i++) expect(await healthOver(client)).toBe('HTTP/1.1 200 OK');
    const answers = client.received().split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => /\r\nconnection: ([a-z-]+)/i.exec(answer)?.[1])).toEqual([
      'keep-alive',
      'keep-alive',
      'close',
    ]);
    // Node leaves the closing to the client, as a balancer does; a client that carries on gets
    // a 503 for each request, with no work done, until the keep-alive timeout closes it.
    expect(await healthOver(client)).toBe('HTTP/1.1 503 Service Unavailable');
    expect(await healthOver(client)).toBe('HTTP/1.1 503 Service Unavailable');
  });

  it('logs the refused connections as counts', async () => {
    for (const client of opened) client.socket.destroy();
    await t.app.close();
    const cuts = cutsLogged(logs);
    expect(cuts.overClientCap).toBeGreaterThanOrEqual(1);
    expect(cuts.overMaxConnections).toBe(1);
    expect(cuts.timedOut).toBe(0);
  });
});

describe('slow clients: settings', () => {
  const load = (variables: Record<string, string>) =>
    loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'api-http-')), ...variables });

  it('defaults to production values; keep-alive outlasts a balancer with TRUST_PROXY', () => {
    expect(httpServerSettings(load({}))).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxRequestsPerSocket: 1_000,
      maxConnections: 4_096,
      maxConnectionsPerClient: 64,
      checkIntervalMs: 1_000,
    });
    expect(httpServerSettings(load({ TRUST_PROXY: '10.0.0.0/8' }))).toMatchObject({
      keepAliveTimeoutMs: 65_000,
      maxConnectionsPerClient: 64,
      trustedProxies: ['10.0.0.0/8'],
    });
    expect(
      httpServerSettings(load({ TRUST_PROXY: '10.0.0.0/8', HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000' }))
        .keepAliveTimeoutMs,
    ).toBe(75_000);
  });

  it.each([
    ['HTTP_HEADERS_TIMEOUT_MS', '0'],
    ['HTTP_HEADERS_TIMEOUT_MS', 'soon'],
    ['HTTP_REQUEST_TIMEOUT_MS', '0'],
    ['HTTP_REQUEST_TIMEOUT_MS', '1.5'],
    ['HTTP_IDLE_TIMEOUT_MS', '0'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '500'],
    ['HTTP_MAX_REQUESTS_PER_SOCKET', '-1'],
    ['HTTP_MAX_CONNECTIONS', '0'],
    ['HTTP_MAX_CONNECTIONS_PER_CLIENT', 'lots'],
  ])('refuses %s=%s naming the variable', (name, value) => {
    expect(() => load({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it('refuses a headers timeout longer than the request timeout, a cap above the maximum', () => {
    expect(() =>
      load({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '15000' }),
    ).toThrow(/HTTP_HEADERS_TIMEOUT_MS: 20000 is longer than HTTP_REQUEST_TIMEOUT_MS \(15000\)/);
    expect(() =>
      load({ HTTP_MAX_CONNECTIONS: '100', HTTP_MAX_CONNECTIONS_PER_CLIENT: '200' }),
    ).toThrow(/HTTP_MAX_CONNECTIONS_PER_CLIENT: 200 is more than HTTP_MAX_CONNECTIONS \(100\)/);
  });

  it('counts an IPv4 client by address and an IPv6 one by its /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
