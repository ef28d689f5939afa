import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { repoRoot } from './paths';

// A partner's site on its own server (ADR 0026, docs/embed.md): the shipped demo host page
// (apps/web/public/embed-demo.*) with its frame pointed at the app's address from `?app=`.
// Reached as http://<name>.localhost:<port>/ it is another site than the app's
// http://<brand>.localhost:<port2>/ in Chromium, so the frame is third-party.

export interface PartnerPage {
  port: number;
  /** The page at `http://<name>.localhost:<port>/` framing `appUrl`. */
  url(name: string, appUrl: string): string;
  origin(name: string): string;
  stop(): Promise<void>;
}

const files: Record<string, { file: string; type: string }> = {
  '/': { file: 'embed-demo.html', type: 'text/html; charset=utf-8' },
  '/embed-demo.js': { file: 'embed-demo.js', type: 'text/javascript; charset=utf-8' },
  '/embed-demo.css': { file: 'embed-demo.css', type: 'text/css; charset=utf-8' },
};

export async function startPartnerPage(): Promise<PartnerPage> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner.invalid');
    const entry = files[url.pathname];
    if (!entry) {
      response.writeHead(404).end();
      return;
    }
    void readFile(`${repoRoot}apps/web/public/${entry.file}`, 'utf8').then((body) => {
      const app = url.searchParams.get('app') ?? '';
      const page =
        entry.file === 'embed-demo.html'
          ? body.replace('src="./"', `src="${app.replace(/[&"<>]/g, '')}"`)
          : body;
      response.writeHead(200, { 'content-type': entry.type, 'cache-control': 'no-store' });
      response.end(page);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = (name: string) => `http://${name}.localhost:${String(port)}`;
  return {
    port,
    origin,
    url: (name, appUrl) => `${origin(name)}/?app=${encodeURIComponent(appUrl)}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
