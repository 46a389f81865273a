/**
 * OpenTelemetry tracing of HTTP (in and out), pg and ioredis, configured by the standard OTEL_* variables
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_TRACES_EXPORTER, OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_PROTOCOL…, read by
 * the SDK itself). Off unless one of them asks for traces: then nothing is loaded and nothing is hooked.
 */

export type Env = Record<string, string | undefined>;

/** Whether the environment asks for traces: an exporter other than none, or an OTLP endpoint; OTEL_SDK_DISABLED wins. */
export function tracingRequested(env: Env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporters = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporters) return exporters.split(',').some((name) => name.trim() !== 'none' && name.trim() !== '');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Starts the SDK when asked; the returned function flushes and stops it (a no-op when tracing is off). */
export async function startTracing(env: Env): Promise<() => Promise<void>> {
  if (!tracingRequested(env)) return async () => undefined;
  // The server is ESM: import-in-the-middle's loader hook lets the instrumentations patch pg and ioredis
  // as they are imported (require hooks alone only see require()).
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'boyihui-api',
    instrumentations: [
      // Health checks and static files would drown the API's spans.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => /^\/(?:healthz|assets\/)/.test(request.url ?? '') }),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
