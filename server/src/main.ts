import { startTracing } from './observability/tracing';
import type * as Serve from './serve';

// The server's entry (npm start, each cluster worker). Tracing, when the OTEL_* variables ask for it, must hook
// http, pg and ioredis before anything imports them, so the server itself is loaded only afterwards. The path is
// computed so that the bundler keeps the server in a file of its own (dist-server/serve.js, an entry of
// tools/build/build.ts): inlined into main.js, its imports would be hoisted and load before tracing starts.
const stopTracing = await startTracing(process.env);
const serveModule = new URL(import.meta.url.endsWith('.ts') ? './serve.ts' : './serve.js', import.meta.url).href;
// The cast names what the computed path loads: ./serve, from source or from the build.
const { serve, startFailed } = (await import(serveModule)) as typeof Serve;
await serve(stopTracing).catch(startFailed);
