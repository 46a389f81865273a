import { integerIn, type Text } from './config-read';
import type { MetricsEndpoint } from '../observability/metrics-server';

/**
 * METRICS_PORT turns the Prometheus endpoint on, on its own port (never the app's: it is not public);
 * METRICS_HOST is the interface, loopback unless a private network's scraper needs another.
 */
export function readMetricsEndpoint(text: Text, appPort: number, problems: string[]): MetricsEndpoint | null {
  if (text('METRICS_PORT') === undefined) return null;
  const port = integerIn(text, 'METRICS_PORT', 0, 1, 65535, problems);
  if (port === appPort) problems.push('METRICS_PORT must differ from PORT (metrics are not served on the public port)');
  return { port, host: text('METRICS_HOST') ?? '127.0.0.1' };
}
