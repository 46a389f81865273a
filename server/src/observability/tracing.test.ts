import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer, type SpawnedServer } from '../testing/spawned-server';
import { traceExportsOf } from './trace-exporters';
import { tracingRequested } from './tracing';

describe('tracing is asked for only by the OTEL_* variables', () => {
  it('stays off without them, with the none exporter, and when the SDK is disabled', () => {
    expect(tracingRequested({})).toBe(false);
    expect(tracingRequested({ OTEL_SERVICE_NAME: 'api' })).toBe(false);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(tracingRequested({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
  });
  it('is on with an OTLP endpoint or an exporter', () => {
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingRequested({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
  });
});

describe('the span exporters the OTEL_* variables choose', () => {
  it('sends OTLP over HTTP, protobuf unless JSON is asked for, the traces-specific protocol first', () => {
    expect(traceExportsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({ exports: ['otlp-protobuf'], warnings: [] });
    expect(traceExportsOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }).exports).toEqual(['otlp-json']);
    expect(traceExportsOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/protobuf' }).exports).toEqual([
      'otlp-protobuf',
    ]);
    expect(traceExportsOf({ OTEL_TRACES_EXPORTER: 'console, otlp' }).exports).toEqual(['console', 'otlp-protobuf']);
  });

  it('refuses gRPC and unknown exporters with a warning naming the setting, instead of sending what the collector cannot read', () => {
    const grpc = traceExportsOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' });
    expect(grpc.exports).toEqual([]);
    expect(grpc.warnings.join('\n')).toMatch(/OTEL_EXPORTER_OTLP_PROTOCOL=grpc.*http\/protobuf/s);
    const zipkin = traceExportsOf({ OTEL_TRACES_EXPORTER: 'zipkin,console' });
    expect(zipkin.exports).toEqual(['console']);
    expect(zipkin.warnings.join('\n')).toContain('zipkin');
    expect(traceExportsOf({ OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'carrier-pigeon' })).toEqual({
      exports: ['otlp-protobuf'],
      warnings: [expect.stringContaining('carrier-pigeon')],
    });
  });
});

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}
interface OtlpExport {
  resourceSpans: Array<{ scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }> }>;
}

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL && inject('postgresTemplate'));

// pg spans need PostgreSQL (the embedded PGlite is not the pg driver): runs when TEST_DATABASE_URL is set, as in CI.
describe.skipIf(!hasPostgres)('a traced server process', () => {
  const spans: Array<OtlpSpan & { scope: string }> = [];
  let collector: Server;
  let server: SpawnedServer;

  beforeAll(async () => {
    // A fake OTLP/HTTP collector (JSON encoding): keeps every span it is sent.
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const sent = JSON.parse(body) as OtlpExport;
          for (const resource of sent.resourceSpans)
            for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ ...span, scope: scope.scope.name });
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    server = await spawnServer('server/src/main.ts', {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_METRICS_EXPORTER: 'none',
      OTEL_LOGS_EXPORTER: 'none',
    });
  }, 150_000);

  afterAll(async () => {
    await server?.stop();
    await new Promise((resolve) => collector?.close(resolve));
  });

  it('sends the HTTP request span and its pg query span, in one trace, to the OTLP collector', async () => {
    const answer = await fetch(`${server.baseUrl}/layout/api/layouts/home`);
    expect(answer.status, server.output().slice(-2000)).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toBeTruthy();

    const serverSpan = () =>
      spans.find(
        (span) => span.scope.includes('instrumentation-http') && span.attributes.some((a) => a.value.stringValue?.includes('/layout/api/layouts/home')),
      );
    await expect.poll(() => serverSpan(), { timeout: 20_000 }).toBeDefined();
    const { traceId } = serverSpan()!;
    await expect
      .poll(() => spans.filter((span) => span.traceId === traceId && span.scope.includes('instrumentation-pg')).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const query = spans.find((span) => span.traceId === traceId && span.scope.includes('instrumentation-pg'))!;
    expect(query.attributes.find((a) => a.key === 'db.system' || a.key === 'db.system.name')?.value.stringValue).toBe('postgresql');
  });
});
