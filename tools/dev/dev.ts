// `npm run dev`: the API server (restarted by tsx on change) and Vite's dev server with hot reload,
// which proxies API paths to it (vite.config.ts). Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`${command} ${args.join(' ')} exited with ${code}`);
    shutdown();
  });
  children.push(child);
  return child;
}

function shutdown(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = 0;
}

process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// A developer's own server: the SMS inbox and the dev layout token are on (for loopback clients only, and
// the API then listens on loopback; phones on the LAN reach it through Vite). DEV_TOOLS=0 turns them off.
run(process.execPath, ['--import', 'tsx', '--watch', 'server/src/main.ts'], { PORT: apiPort, DEV_TOOLS: process.env.DEV_TOOLS ?? '1' });
run(process.execPath, ['node_modules/vite/bin/vite.js', '--host'], { API_PORT: apiPort });
console.log(`博医荟 dev: open the Vite URL printed below (API on http://localhost:${apiPort}/)`);
