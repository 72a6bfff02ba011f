import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, as the client asks, for every answer of a compressible type (JSON, text, CSV, SVG...) of the
 * routes registered after this plugin. Files already compressed (PDF, DOCX, images, ZIP) go out as they are
 * (their types are not compressible), and so do partial answers (206) and answers that already carry a
 * Content-Encoding (the pre-compressed files of the web build). Server-sent events are never compressed: a
 * compressor buffers the stream and the events would arrive late, all at once.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    // An app-level onSend hook runs before the route-level one @fastify/compress adds to each route.
    app.addHook('onSend', async (request, reply, payload) => {
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.toLowerCase().startsWith('text/event-stream')) {
        request.headers['x-no-compression'] = 'event-stream';
      }
      return payload;
    });
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
      // Clients send plain bodies; inflating request bodies is not needed (and would be one more way in).
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
