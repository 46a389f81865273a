// `npm run bench`: figures, not pass/fail tests. The production table (production-bench.ts: every endpoint
// with its ratio to hello-world, p95, SQL and Redis calls per request, search at 100k and 1M items,
// Lighthouse) and the home route's initial JS and CSS, gzipped (goals ≤ 140 KB JS, ≤ 40 KB CSS, no player
// or chat code). The media figures (media-image.ts, media-video.ts, media-list.ts): a 12-megapixel photo's
// sizes, a lecture's HLS transcode as a multiple of real time, the library list with 10,000 items. Sensitive-word
// matching (sensitive-words.ts): a 200-character message against 10,000 words (goal < 0.1 ms).
//   npm run bench -- --quick             a smoke run in a few minutes (2 short rounds, 20k search items, no 1M)
//   npm run bench -- --compare <git-ref>  that ref measured beside this checkout in the same rounds
//   npm run bench -- --extras            also the older sections (embedded PGlite, audiences, section events,
//                                        chat fan-out, search latency in-process, two-process topology)
//   npm run bench -- --media             only the media figures (BENCH_VIDEO_SECONDS: the lecture's length)
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { initialBundle } from './bundle-size';
import { measure } from './load';
import { measureAudienceHome, printAudienceHome } from './audience-home';
import { measureChatFanout, printChatFanout } from './chat-fanout';
import { measureSearchLatency, printSearchLatency } from './search-latency';
import { runTopologyBench } from './load-topology';
import { measureSectionIngestion, printSectionIngestion } from './section-events-bench';
import { runProductionBench } from './production-bench';
import { measureImageVariants, printImageVariants } from './media-image';
import { hasFfmpeg, measureHlsTranscode, printHlsTranscode } from './media-video';
import { measureMediaList, printMediaList } from './media-list';
import { measureWordMatching, printWordMatching } from './sensitive-words';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

async function startServers(): Promise<{ ports: { app: number; hello: number }; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/bench-servers.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
  });
  return { ports: JSON.parse(first) as { app: number; hello: number }, stop: () => child.kill('SIGTERM') };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function extras() {
  const { ports, stop } = await startServers();
  try {
    const app = `http://127.0.0.1:${ports.app}`;
    const targets = [
      { name: 'hello-world (bare Fastify)', url: `http://127.0.0.1:${ports.hello}/hello`, goal: undefined },
      { name: 'GET /layout/api/layouts/home-new', url: `${app}/layout/api/layouts/home-new`, goal: 0.5 },
      { name: 'GET /course/api/home', url: `${app}/course/api/home`, goal: 0.25 },
    ];
    for (const target of targets) await measure(target.url, { seconds: 1, concurrency: CONCURRENCY }); // warm-up
    const results = [];
    for (const target of targets) results.push({ ...target, result: await measure(target.url, { seconds: SECONDS, concurrency: CONCURRENCY }) });
    const baseline = results[0].result.perSecond;
    console.log(`\nThroughput (${SECONDS} s each, ${CONCURRENCY} connections, one process per server)`);
    for (const { name, result, goal } of results) {
      const ratio = result.perSecond / baseline;
      const verdict = goal === undefined ? '' : `  goal ≥ ${goal}× ${ratio >= goal ? 'met' : 'NOT met'}`;
      console.log(
        `  ${name.padEnd(36)} ${result.perSecond.toFixed(0).padStart(7)} req/s  ${ratio.toFixed(2)}×${verdict}${result.errors ? `  (${result.errors} errors)` : ''}`,
      );
    }
  } finally {
    stop();
  }
  printAudienceHome(await measureAudienceHome(SECONDS, CONCURRENCY));
  const ingestion = { seconds: SECONDS, concurrency: CONCURRENCY };
  printSectionIngestion(await measureSectionIngestion(ingestion), ingestion);
  printChatFanout(await measureChatFanout());
  printSearchLatency(await measureSearchLatency());
  await runTopologyBench();
}

async function media(quick: boolean) {
  printImageVariants(await measureImageVariants());
  // A 10-minute source takes minutes to generate and to transcode: a smoke run makes a 1-minute one.
  if (hasFfmpeg()) printHlsTranscode(await measureHlsTranscode(Number(process.env.BENCH_VIDEO_SECONDS ?? (quick ? 60 : 600))));
  else console.log('\nMedia: HLS transcode skipped (ffmpeg not found)');
  printMediaList(await measureMediaList());
}

async function main() {
  const { values } = parseArgs({
    options: { quick: { type: 'boolean' }, compare: { type: 'string' }, extras: { type: 'boolean' }, media: { type: 'boolean' } },
  });
  const quick = values.quick ?? false;
  if (values.media) return media(quick);
  printWordMatching(measureWordMatching());
  await runProductionBench({ quick, ...(values.compare ? { compare: values.compare } : {}) });
  if (values.extras) await extras();
  // BENCH_ONLY picks rows of the production table; the media figures take minutes and are not among them.
  if (!process.env.BENCH_ONLY) await media(quick);

  if (!existsSync('dist/index.html')) {
    console.log('\nInitial bundle: dist/ missing — run `npm run build` first');
    return;
  }
  const bundle = initialBundle();
  console.log('\nHome route initial load (gzipped)');
  console.log(`  JS  ${kb(bundle.jsGzip).padStart(9)}  goal ≤ 140 KB ${bundle.jsGzip <= 140 * 1024 ? 'met' : 'NOT met'}`);
  console.log(`  CSS ${kb(bundle.cssGzip).padStart(9)}  goal ≤ 40 KB ${bundle.cssGzip <= 40 * 1024 ? 'met' : 'NOT met'}`);
  console.log(`  player/chat code in it: ${bundle.forbidden.length ? bundle.forbidden.join(', ') : 'none'}`);
}

await main();
// A command, not a server: leave even if a library keeps a handle open (a client's idle keep-alive socket).
process.exit(0);
