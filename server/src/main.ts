import { startTracing } from './observability/tracing';

// The server's entry (npm start, each cluster worker). Tracing, when the OTEL_* variables ask for it, must hook
// http, pg and ioredis before anything imports them, so the server itself is loaded only afterwards.
const stopTracing = await startTracing(process.env);
const { serve, startFailed } = await import('./serve');
await serve(stopTracing).catch(startFailed);
