import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsEndpoint {
  port: number;
  host: string;
}

export interface MetricsServer {
  /** The port it listens on (the configured one, or the one picked for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * GET /metrics on its own port (METRICS_PORT, on METRICS_HOST: loopback unless set), never on the app's public
 * port: Prometheus scrapes it from the machine or a private network. Everything else is a 404.
 */
export async function startMetricsServer(endpoint: MetricsEndpoint, render: () => Promise<{ body: string; contentType: string }>): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    render().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
