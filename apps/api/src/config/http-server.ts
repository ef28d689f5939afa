import type { Server, ServerOptions } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TrustProxy } from './trust-proxy.ts';

// How long a client may take and how many connections it may hold (docs/deploy.md, "Slow
// clients"). Without these the server never cut a slow body: a client trickling one byte every
// few seconds kept its connection for as long as it liked, and one address held 11,000 of them.
//
//   headers   HTTP_HEADERS_TIMEOUT_MS   from a request's first byte (or a new connection) to the
//                                       end of its headers: Node's http `headersTimeout`
//   request   HTTP_REQUEST_TIMEOUT_MS   from a request's first byte to the last byte of its body,
//                                       however steadily it trickles: `requestTimeout` (Fastify's
//                                       and Node's are the same setting)
//   idle      HTTP_IDLE_TIMEOUT_MS      a socket that neither sends nor reads for this long,
//                                       in any phase, e.g. a client that stops reading its answer:
//                                       Fastify's `connectionTimeout` (socket.setTimeout)
//   keep-alive HTTP_KEEP_ALIVE_TIMEOUT_MS between requests; replaces `idle` until the next one
//
// Node checks the headers and request deadlines on a timer (connectionsCheckingInterval, 30 s by
// default, so a 10 s deadline could run to 40 s); it runs here at a tenth of the shorter deadline.

const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const httpServerEnv = {
  // Headers fit in 16 KiB (Node's limit): 2 s at 64 kbit/s. 10 s also cuts a silent connection.
  HTTP_HEADERS_TIMEOUT_MS: whole(1_000, 120_000).default(10_000),
  // The largest body is an ID document: 5 MiB (LIMIT_UPLOAD_MAX_BYTES) plus its multipart framing
  // is 42 Mbit, 42 s at 1 Mbit/s, the uplink of a weak 3G or crowded 4G cell. 60 s admits it down
  // to 0.7 Mbit/s; 30 s would cut every upload below 1.4 Mbit/s.
  HTTP_REQUEST_TIMEOUT_MS: whole(1_000, 600_000).default(60_000),
  // Longer than any quiet stretch of a handler (the hosted bot check waits 5 s at most).
  HTTP_IDLE_TIMEOUT_MS: whole(1_000, 600_000).default(30_000),
  // 5 s on its own (Node's default); 65 s with TRUST_PROXY, longer than the balancer's 60 s
  // idle timeout (ALB, nginx) so that the balancer, not the instance, closes a reused connection.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: whole(1_000, 3_600_000).optional(),
  // nginx's keepalive_requests; then the connection closes and the balancer opens a new one,
  // which spreads long-lived connections over new instances. 0: no limit.
  HTTP_MAX_REQUESTS_PER_SOCKET: whole(0, 1_000_000).default(1_000),
  // About 10 KB of memory each (measured with slow bodies open): 4,096 are 40 MB. Keep it under
  // the process's open-file limit.
  HTTP_MAX_CONNECTIONS: whole(1, 1_000_000).default(4_096),
  // Open connections per client address (IPv6: per /64), the TRUST_PROXY addresses exempt. A
  // browser opens 6 per host. 0: no cap.
  HTTP_MAX_CONNECTIONS_PER_CLIENT: whole(0, 1_000_000).default(64),
};

type HttpServerVariables = z.output<z.ZodObject<typeof httpServerEnv>>;

export interface HttpServerSettings {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** 0: no limit. */
  maxRequestsPerSocket: number;
  maxConnections: number;
  /** 0: no cap. */
  maxConnectionsPerClient: number;
  /** Addresses and ranges whose connections carry many clients: not capped per address. */
  trustedProxies: string[];
  /** How often Node compares open requests with the headers and request deadlines. */
  checkIntervalMs: number;
}

const DIRECT_KEEP_ALIVE_MS = 5_000;
const BEHIND_PROXY_KEEP_ALIVE_MS = 65_000;

/** The settings of the variables, the keep-alive default picked by TRUST_PROXY. */
export function httpServerSettings(
  env: HttpServerVariables & { TRUST_PROXY: TrustProxy },
): HttpServerSettings {
  const trustedProxies = env.TRUST_PROXY === false ? [] : env.TRUST_PROXY;
  const shorter = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS);
  return {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    idleTimeoutMs: env.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs:
      env.HTTP_KEEP_ALIVE_TIMEOUT_MS ??
      (trustedProxies.length > 0 ? BEHIND_PROXY_KEEP_ALIVE_MS : DIRECT_KEEP_ALIVE_MS),
    maxRequestsPerSocket: env.HTTP_MAX_REQUESTS_PER_SOCKET,
    maxConnections: env.HTTP_MAX_CONNECTIONS,
    maxConnectionsPerClient: env.HTTP_MAX_CONNECTIONS_PER_CLIENT,
    trustedProxies,
    checkIntervalMs: Math.min(1_000, Math.max(100, Math.floor(shorter / 10))),
  };
}

/** Rules across the variables (start-up refuses them); each message names its variable. */
export function httpServerProblems(env: HttpServerVariables): string[] {
  const problems: string[] = [];
  // Node refuses it (ERR_OUT_OF_RANGE): the headers are part of the request.
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    problems.push(
      `HTTP_HEADERS_TIMEOUT_MS: ${env.HTTP_HEADERS_TIMEOUT_MS} is longer than HTTP_REQUEST_TIMEOUT_MS (${env.HTTP_REQUEST_TIMEOUT_MS}), which includes the headers`,
    );
  if (env.HTTP_MAX_CONNECTIONS_PER_CLIENT > env.HTTP_MAX_CONNECTIONS)
    problems.push(
      `HTTP_MAX_CONNECTIONS_PER_CLIENT: ${env.HTTP_MAX_CONNECTIONS_PER_CLIENT} is more than HTTP_MAX_CONNECTIONS (${env.HTTP_MAX_CONNECTIONS})`,
    );
  return problems;
}

/**
 * The Fastify constructor's share: Fastify sets `connectionTimeout`, `keepAliveTimeout`,
 * `maxRequestsPerSocket` and `requestTimeout` on the server it creates; `http` goes to
 * http.createServer, which alone takes `headersTimeout` and the checking interval, and checks
 * headersTimeout <= requestTimeout. Both request timeouts are the one value.
 */
export function fastifyServerOptions(settings: HttpServerSettings) {
  return {
    connectionTimeout: settings.idleTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
    maxRequestsPerSocket: settings.maxRequestsPerSocket,
    http: {
      headersTimeout: settings.headersTimeoutMs,
      requestTimeout: settings.requestTimeoutMs,
      connectionsCheckingInterval: settings.checkIntervalMs,
    } satisfies ServerOptions,
  };
}

// proxy-addr's names, as TRUST_PROXY accepts them (config/trust-proxy.ts).
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ['127.0.0.0', 8],
    ['::1', 128],
  ],
  linklocal: [
    ['169.254.0.0', 16],
    ['fe80::', 10],
  ],
  uniquelocal: [
    ['10.0.0.0', 8],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
    ['fc00::', 7],
  ],
};

const family = (address: string) => (isIPv4(address) ? 'ipv4' : 'ipv6');

/** One TRUST_PROXY entry (checked by config/trust-proxy.ts) as networks. */
function networksOf(entry: string): [string, number][] {
  const named = NAMED_RANGES[entry];
  if (named) return named;
  const [raw = '', prefix] = entry.split('/');
  const address = unmapped(raw);
  return [[address, prefix === undefined ? (isIPv4(address) ? 32 : 128) : Number(prefix)]];
}

function trustedList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const [network, bits] of entries.flatMap(networksOf))
    list.addSubnet(network, bits, family(network));
  return list;
}

/** `::ffff:10.1.2.3`, as a dual-stack socket reports an IPv4 client, is 10.1.2.3; no zone id. */
function unmapped(address: string): string {
  const [withoutZone = ''] = address.split('%');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  return mapped?.[1] ?? withoutZone;
}

/** The eight groups of an IPv6 address, as numbers. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16));
}

/**
 * Whose connection it is: the IPv4 address, or the /64 of an IPv6 one, since one subscriber
 * gets a /64 and can pick any address in it.
 */
export function clientKey(remoteAddress: string): string {
  const address = unmapped(remoteAddress);
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address).slice(0, 4);
  return `${groups.map((group) => group.toString(16)).join(':')}::/64`;
}

type Cut = 'timedOut' | 'overClientCap' | 'overMaxConnections';

const REPORT_EVERY_MS = 10_000;

/**
 * One warning per 10 s at most, with the counts since the last: under an attack a line per
 * connection would be a flood of its own. No addresses, so nothing to pseudonymise.
 */
function cutReporter(log: FastifyBaseLogger) {
  const counts: Record<Cut, number> = { timedOut: 0, overClientCap: 0, overMaxConnections: 0 };
  let timer: NodeJS.Timeout | undefined;
  function flush(): void {
    timer = undefined;
    if (counts.timedOut + counts.overClientCap + counts.overMaxConnections === 0) return;
    log.warn(
      { event: 'security.connections_cut', ...counts, windowSeconds: REPORT_EVERY_MS / 1000 },
      'security.connections_cut',
    );
    counts.timedOut = counts.overClientCap = counts.overMaxConnections = 0;
  }
  return {
    add(cut: Cut): void {
      counts[cut] += 1;
      timer ??= setTimeout(flush, REPORT_EVERY_MS).unref();
    },
    close(): void {
      clearTimeout(timer);
      flush();
    },
  };
}

/**
 * The connection limits Fastify has no option for, on its listening server: `maxConnections`
 * for the instance, and a cap per client address counted on 'connection', before a byte of
 * the request is read; a connection beyond it is destroyed at once. Connections from the
 * TRUST_PROXY addresses are not capped: each carries many clients, and the edge limits those.
 */
export function limitConnections(
  server: Server,
  settings: HttpServerSettings,
  log: FastifyBaseLogger,
): void {
  server.maxConnections = settings.maxConnections;
  const cuts = cutReporter(log);
  server.on('drop', () => {
    cuts.add('overMaxConnections');
  });
  server.on('clientError', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') cuts.add('timedOut');
  });
  server.on('close', () => {
    cuts.close();
  });
  const cap = settings.maxConnectionsPerClient;
  if (cap === 0) return;
  const trusted = trustedList(settings.trustedProxies);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress;
    if (remote === undefined) return; // already gone
    const address = unmapped(remote);
    if (trusted.check(address, family(address))) return;
    const client = clientKey(address);
    const count = open.get(client) ?? 0;
    if (count >= cap) {
      cuts.add('overClientCap');
      socket.destroy();
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left === 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
