import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running the module `name` next to `callerUrl` (a module's import.meta.url). Under tsx (how
 * the server and the tests run) a thread does not inherit tsx's loader, so it registers tsx itself before
 * importing the TypeScript entry (found with require.resolve: the seed also reads files in Vitest's global
 * setup, whose module runner has no import.meta.resolve); the build's `<name>.js` (tools/build/build.ts) is
 * imported directly. The thread alone does not keep the process alive.
 */
export function startModuleThread(callerUrl: string, name: string, heapMb: number): Worker {
  const isTypeScript = callerUrl.endsWith('.ts');
  const entry = JSON.stringify(new URL(`./${name}.${isTypeScript ? 'ts' : 'js'}`, callerUrl).href);
  const load = isTypeScript
    ? `import(${JSON.stringify(pathToFileURL(createRequire(callerUrl).resolve('tsx/esm/api')).href)}).then(({ register }) => { register(); return import(${entry}); });`
    : `import(${entry});`;
  // execArgv [] so a parent's `--import tsx` is not applied on top of the explicit registration.
  const worker = new Worker(load, { eval: true, execArgv: [], resourceLimits: { maxOldGenerationSizeMb: heapMb } });
  worker.unref();
  return worker;
}
