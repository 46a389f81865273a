/** How often a process started by npm checks that npm is still there. */
const PARENT_CHECK_MS = 250;

/**
 * `npm start` and the other npm scripts exec the server (package.json), so it is npm's child — but npm
 * exits on SIGTERM without passing the signal on, which would leave the server running, still holding
 * its port and PGlite's lock. Started by npm (npm sets npm_lifecycle_event), the server therefore stops
 * as on SIGTERM once its parent is gone. Started any other way (`node dist-server/main.js`, the image's
 * CMD, a supervisor, nohup) it does not watch: outliving the starting shell is then intended.
 */
export function stopWhenNpmExits(stop: () => void, env: NodeJS.ProcessEnv = process.env): void {
  if (!env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    stop();
  }, PARENT_CHECK_MS);
  timer.unref();
}
