// The ceiling: a bare Fastify answering a small JSON on the same machine, measured like every case. What the
// application reaches is shown as a share of it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', async (message: { type: string }) => {
  if (message.type === 'rss') {
    process.send?.({
      type: 'rss',
      rss: process.memoryUsage().rss,
      maxRss: process.resourceUsage().maxRSS * 1024,
    });
  } else if (message.type === 'close') {
    await app.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready', address, dbKind: 'ninguna', pending: [] });
