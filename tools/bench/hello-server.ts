// The hello-world baseline of `npm run bench`: a bare Fastify in one process on PORT, served like the
// app under test (one production process), so their throughputs compare as a ratio. It can also replay an
// answer's exact bytes (PUT /bytes/:name, then GET it): what the bare stack gets for a body of that size.
import Fastify from 'fastify';

interface Stored {
  body: Buffer;
  headers: Record<string, string>;
}

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
const stored = new Map<string, Stored>();
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.get('/hello', async () => ({ hello: 'world' }));
app.put<{ Params: { name: string }; Body: Buffer }>('/bytes/:name', async (request) => {
  // The answer's own headers come as x-answer-<name>.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.startsWith('x-answer-') && typeof value === 'string') headers[name.slice('x-answer-'.length)] = value;
  }
  stored.set(request.params.name, { body: request.body, headers });
  return { stored: request.body.length };
});
app.get<{ Params: { name: string } }>('/bytes/:name', async (request, reply) => {
  const answer = stored.get(request.params.name);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('hello ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
