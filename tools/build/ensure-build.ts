// `npm start` / `npm run start:cluster`, before they exec the built server: build when dist/ or dist-server/
// is missing or older than the sources, and otherwise do nothing (a start then takes the server's own time).
import { spawnSync } from 'node:child_process';
import { ROOT, staleReason } from './build-inputs';

const reason = staleReason();
if (reason) {
  console.log(`building (${reason}) …`);
  const run = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
