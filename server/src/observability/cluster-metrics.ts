import { AggregatorRegistry } from 'prom-client';
import { startMetricsServer, type MetricsEndpoint } from './metrics-server';

/**
 * The cluster primary answers METRICS_PORT with every worker's series summed (prom-client asks each worker
 * over the cluster channel; a worker answers from its global registry as soon as it has loaded prom-client).
 * Counters and histograms add up; the pool and socket gauges add up too, which is what "connections of the
 * machine" means. The workers do not listen on METRICS_PORT themselves (serve.ts).
 */
export function serveClusterMetrics(endpoint: MetricsEndpoint): void {
  const aggregator = new AggregatorRegistry();
  startMetricsServer(endpoint, async () => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType })).then(
    (server) => console.log(`cluster: metrics of every worker at http://${endpoint.host}:${server.port}/metrics`),
    (error: unknown) => console.error('cluster: metrics port could not be opened:', error),
  );
}

/**
 * A cluster worker answers the primary's metrics requests only once prom-client has added its listener,
 * which it does in AggregatorRegistry's constructor (importing prom-client is not enough); without this
 * every scrape of the primary times out.
 */
export function answerClusterMetrics(): void {
  new AggregatorRegistry();
}
