/**
 * Which span exporters the OTEL_* variables ask for, with the same names and defaults as the OpenTelemetry
 * SDK's own environment configuration: OTEL_TRACES_EXPORTER (a comma list, default `otlp`) and the OTLP
 * protocol (OTEL_EXPORTER_OTLP_TRACES_PROTOCOL, else OTEL_EXPORTER_OTLP_PROTOCOL, default `http/protobuf`).
 * Only the exporters installed here are offered: OTLP over HTTP (protobuf or JSON) and the console. gRPC is
 * not installed (it would bring grpc-js for what every collector also accepts over HTTP), so asking for it
 * is refused with a warning rather than sending protobuf to a gRPC port.
 */
export type Env = Record<string, string | undefined>;

export type TraceExport = 'otlp-protobuf' | 'otlp-json' | 'console';

export interface TraceExportChoice {
  exports: TraceExport[];
  /** Lines for the operator: settings that were asked for but are not honoured. */
  warnings: string[];
}

function otlpExport(env: Env, warnings: string[]): TraceExport | undefined {
  const tracesProtocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL?.trim();
  const setting = tracesProtocol ? 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL' : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const protocol = tracesProtocol || env.OTEL_EXPORTER_OTLP_PROTOCOL?.trim() || 'http/protobuf';
  if (protocol === 'http/protobuf') return 'otlp-protobuf';
  if (protocol === 'http/json') return 'otlp-json';
  if (protocol === 'grpc') {
    warnings.push(
      `tracing: ${setting}=grpc is not supported by this server (OTLP over gRPC is not installed); no traces are sent. ` +
        "Use http/protobuf or http/json and the collector's OTLP/HTTP endpoint (port 4318).",
    );
    return undefined;
  }
  warnings.push(`tracing: unknown ${setting}=${protocol}; using http/protobuf`);
  return 'otlp-protobuf';
}

export function traceExportsOf(env: Env): TraceExportChoice {
  const warnings: string[] = [];
  const names = (env.OTEL_TRACES_EXPORTER?.trim() || 'otlp')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name !== 'none');
  const exports = new Set<TraceExport>();
  for (const name of names) {
    const chosen = name === 'otlp' ? otlpExport(env, warnings) : name === 'console' ? 'console' : undefined;
    if (chosen) exports.add(chosen);
    else if (name !== 'otlp') warnings.push(`tracing: unknown OTEL_TRACES_EXPORTER ${name} (otlp, console or none); ignored`);
  }
  return { exports: [...exports], warnings };
}
