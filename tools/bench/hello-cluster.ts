// The hello-world baseline of tools/bench/load-topology.ts, served like the app: a node:cluster primary
// with WEB_CONCURRENCY bare Fastify workers on PORT.
import cluster from 'node:cluster';
import Fastify from 'fastify';

const workers = Number(process.env.WEB_CONCURRENCY ?? 2);
if (cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  console.log('hello ready');
}
