// `npm run dev`: the API (restarting on change) and Vite's dev server with hot reload, which
// proxies /api to the API. Open http://localhost:5173/application-frontend/ (or
// http://askrobin.localhost:5173/application-frontend/ for a brand).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/server.ts'], {
    stdio: 'inherit',
    // Development asks for itself: the dev endpoints (SMS outbox, missing translations, widget
    // stand-in) are on, so the API listens on loopback only (the server refuses otherwise).
    env: {
      ...process.env,
      PORT: apiPort,
      HOST: process.env.HOST ?? '127.0.0.1',
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      DEV_ENDPOINTS: process.env.DEV_ENDPOINTS ?? 'true',
    },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
