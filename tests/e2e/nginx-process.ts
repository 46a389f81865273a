import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

// deploy/nginx/default.conf run for real by Debian's nginx, without root and without touching /etc or
// /var: the shipped file is copied into a temporary prefix with its upstream pointed at local API
// processes and its listen port at a free one, wrapped in a minimal main nginx.conf with temporary pid,
// log and temp-file paths.

export const SHIPPED_CONFIG = 'deploy/nginx/default.conf';

/** Debian's nginx binary, or null when the package is not installed (`apt-get install -y nginx`). */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}

/** The shipped server block with its `byh_api` servers replaced by `upstreams` and its listen port by `port`. */
export function renderSiteConfig(shipped: string, upstreams: string[], port: number): string {
  const upstream = /(upstream byh_api \{[^}]*\})/.exec(shipped);
  if (!upstream) throw new Error(`${SHIPPED_CONFIG} has no upstream byh_api block`);
  const servers = /^\s*server\s+[^;]+;\s*$/gm;
  if (!servers.test(upstream[1])) throw new Error('the byh_api upstream names no server');
  const lines = upstreams.map((address) => `    server ${address};`).join('\n');
  // Every shipped server line goes; the first one's place gets the local addresses.
  let placed = false;
  const block = upstream[1].replace(servers, () => {
    if (placed) return '';
    placed = true;
    return `\n${lines}\n`;
  });
  const listens = /^(\s*)listen\s+[^;]+;/gm;
  if (!listens.test(shipped)) throw new Error(`${SHIPPED_CONFIG} has no listen directive`);
  return shipped.replace(upstream[1], block).replace(listens, `$1listen 127.0.0.1:${port};`);
}

function mainConfig(prefix: string): string {
  const temp = (name: string) => join(prefix, 'temp', name);
  return [
    // As root the workers would switch to `nobody`, who cannot write the private temp folders.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  access_log ${join(prefix, 'access.log')};`,
    `  client_body_temp_path ${temp('body')};`,
    `  proxy_temp_path ${temp('proxy')};`,
    `  fastcgi_temp_path ${temp('fastcgi')};`,
    `  uwsgi_temp_path ${temp('uwsgi')};`,
    `  scgi_temp_path ${temp('scgi')};`,
    `  include ${join(prefix, 'default.conf')};`,
    '}',
    '',
  ].join('\n');
}

export interface NginxProcess {
  baseUrl: string;
  port: number;
  /** Stops nginx (SIGTERM, then SIGKILL) and removes its prefix. */
  stop(): Promise<void>;
}

/** Writes the rendered config into a fresh prefix; returns the prefix and the nginx arguments for it. */
function preparePrefix(upstreams: string[], port: number): { prefix: string; args: string[] } {
  const prefix = mkdtempSync(join(tmpdir(), 'byh-nginx-'));
  mkdirSync(join(prefix, 'temp'));
  writeFileSync(join(prefix, 'default.conf'), renderSiteConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), upstreams, port));
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix));
  // -e: the error log before the config is read (the default is under /var/log).
  return { prefix, args: ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')] };
}

/** `nginx -t` on the shipped config rendered for `upstreams`: the exit status and what nginx printed. */
export async function checkNginxConfig(binary: string, upstreams: string[]): Promise<{ status: number | null; output: string }> {
  const { prefix, args } = preparePrefix(upstreams, await freePort());
  try {
    const result = spawnSync(binary, [...args, '-t'], { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function waitForPort(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx not answering at ${url}:\n${output()}`);
}

/** Runs nginx in the foreground on a free loopback port in front of `upstreams` (host:port each). */
export async function startNginx(binary: string, upstreams: string[]): Promise<NginxProcess> {
  const port = await freePort();
  const { prefix, args } = preparePrefix(upstreams, port);
  const child = spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += String(chunk)));
  child.stderr?.on('data', (chunk) => (printed += String(chunk)));
  const output = () => {
    const log = join(prefix, 'error.log');
    return `${printed}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`;
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM'); // fast shutdown: open WebSockets need not finish
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, stop };
}
