// The hello-world baseline of `npm run bench`: a bare Fastify in one process on PORT, served like the
// app under test (one production process), so their throughputs compare as a ratio.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('hello ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
