/**
 * OpenTelemetry tracing of HTTP (in and out), pg and ioredis, configured by the standard OTEL_* variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_EXPORTER, OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_PROTOCOL,
 * OTEL_TRACES_SAMPLER, OTEL_BSP_*…; the exporters and the span processor read theirs themselves). Off unless
 * one of them asks for traces: then nothing is loaded and nothing is hooked.
 *
 * Only the tracing half of the OpenTelemetry SDK is installed (a Node tracer provider, OTLP/HTTP exporters and
 * the resource detectors), not the all-in-one Node SDK with its metrics, logs, gRPC, Zipkin and Prometheus
 * parts: metrics are prom-client's job here, and logs are pino's.
 */
import { traceExportsOf, type Env, type TraceExport } from './trace-exporters';

export type { Env };

/** Whether the environment asks for traces: an exporter other than none, or an OTLP endpoint; OTEL_SDK_DISABLED wins. */
export function tracingRequested(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporters) return exporters.split(',').some((name) => name.trim() !== 'none' && name.trim() !== '');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

async function spanProcessorOf(kind: TraceExport) {
  const { BatchSpanProcessor, ConsoleSpanExporter, SimpleSpanProcessor } = await import('@opentelemetry/sdk-trace-node');
  if (kind === 'console') return new SimpleSpanProcessor(new ConsoleSpanExporter());
  const { OTLPTraceExporter } =
    kind === 'otlp-json' ? await import('@opentelemetry/exporter-trace-otlp-http') : await import('@opentelemetry/exporter-trace-otlp-proto');
  return new BatchSpanProcessor(new OTLPTraceExporter());
}

/** Starts tracing when asked; the returned function flushes and stops it (a no-op when tracing is off). */
export async function startTracing(env: Env, warn: (line: string) => void = (line) => console.warn(line)): Promise<() => Promise<void>> {
  const off = async () => undefined;
  if (!tracingRequested(env)) return off;
  const { exports, warnings } = traceExportsOf(env);
  warnings.forEach(warn);
  if (exports.length === 0) return off;
  // The server is ESM: import-in-the-middle's loader hook lets the instrumentations patch pg and ioredis
  // as they are imported (require hooks alone only see require()).
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeTracerProvider },
    resources,
    { ATTR_SERVICE_NAME },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { IORedisInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  // The SDK's default resource, what the process, host and OTEL_RESOURCE_ATTRIBUTES say, then the service name.
  const resource = resources
    .defaultResource()
    .merge(
      resources.detectResources({
        detectors: [resources.envDetector, resources.hostDetector, resources.osDetector, resources.processDetector, resources.serviceInstanceIdDetector],
      }),
    )
    .merge(resources.resourceFromAttributes({ [ATTR_SERVICE_NAME]: env.OTEL_SERVICE_NAME?.trim() || 'boyihui-api' }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: await Promise.all(exports.map(spanProcessorOf)) });
  // The global tracer provider, AsyncLocalStorage context and the W3C trace-context and baggage propagators.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Health checks and static files would drown the API's spans.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(?:healthz|readyz|assets\/)/.test(request.url ?? '') }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  return () => provider.shutdown();
}
