// `npm run bench`, audiences: GET /course/api/home by a mix of signed-in viewers (two audiences) and
// visitors, first with nothing targeted, then with a banner and an entrance limited to 医学生. The ratio
// is what evaluating audiences per request (and serving per-audience cached answers) costs (goal ≥ 0.8×).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { measure, type LoadResult } from './load';

const ROUNDS = 3;

export interface AudienceHomeResult {
  untargeted: LoadResult;
  targeted: LoadResult;
  visitorsUntargeted: LoadResult;
  visitorsTargeted: LoadResult;
}

export async function measureAudienceHome(seconds: number, concurrency: number): Promise<AudienceHomeResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/bench/audience-servers.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const next = () =>
    new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`audience bench server exited with ${code}`)));
    });
  try {
    const { port, tokens } = JSON.parse(await next()) as { port: number; tokens: string[] };
    const url = `http://127.0.0.1:${port}/course/api/home`;
    // Every fifth request is a visitor's; the others rotate over the signed-in viewers.
    const request = (n: number) => (n % 5 === 4 ? {} : { headers: { 'x-token': tokens[n % tokens.length] } });
    const switchTo = async (command: 'target' | 'untarget') => {
      child.stdin!.write(`${command}\n`);
      if ((await next()) !== `${command}ed`) throw new Error(`the audience bench server did not ${command} the home`);
    };
    const visitor = () => ({});
    await measure(url, { seconds: 1, concurrency, next: request });
    // Alternating runs; the best of each side (the least disturbed by other work on the machine).
    const runs: Record<'untargeted' | 'targeted' | 'visitorsUntargeted' | 'visitorsTargeted', LoadResult[]> = {
      untargeted: [],
      targeted: [],
      visitorsUntargeted: [],
      visitorsTargeted: [],
    };
    for (let round = 0; round < ROUNDS; round++) {
      await switchTo('untarget');
      runs.untargeted.push(await measure(url, { seconds, concurrency, next: request }));
      runs.visitorsUntargeted.push(await measure(url, { seconds, concurrency, next: visitor }));
      await switchTo('target');
      runs.targeted.push(await measure(url, { seconds, concurrency, next: request }));
      runs.visitorsTargeted.push(await measure(url, { seconds, concurrency, next: visitor }));
    }
    const best = (list: LoadResult[]) => list.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
    const untargeted = best(runs.untargeted);
    const targeted = best(runs.targeted);
    const visitorsUntargeted = best(runs.visitorsUntargeted);
    const visitorsTargeted = best(runs.visitorsTargeted);
    return { untargeted, targeted, visitorsUntargeted, visitorsTargeted };
  } finally {
    child.kill('SIGTERM');
  }
}

function printPair(name: string, untargeted: LoadResult, targeted: LoadResult): void {
  const ratio = targeted.perSecond / untargeted.perSecond;
  const errors = targeted.errors + untargeted.errors;
  console.log(
    `  ${name.padEnd(34)} untargeted ${untargeted.perSecond.toFixed(0).padStart(7)} req/s, targeted ${targeted.perSecond.toFixed(0).padStart(7)} req/s (p99 ${targeted.p99.toFixed(1)} ms)  ${ratio.toFixed(2)}×  goal ≥ 0.8× ${ratio >= 0.8 ? 'met' : 'NOT met'}${errors ? `  (${errors} errors)` : ''}`,
  );
}

export function printAudienceHome(result: AudienceHomeResult): void {
  console.log('\nAudiences on the home answer: a banner and an entrance limited to 医学生, as a ratio to the untargeted home');
  printPair('signed-in viewers (2 audiences) + visitors', result.untargeted, result.targeted);
  printPair('visitors only', result.visitorsUntargeted, result.visitorsTargeted);
}
