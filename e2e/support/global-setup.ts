import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { repoRoot, webDist } from './paths';

// The journeys run against the production build that `npm start` serves; build it when a
// developer runs the e2e suite on its own (npm test builds it beforehand).
export default function globalSetup(): void {
  if (!existsSync(`${webDist}/index.html`)) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
}
