import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One environment per worker instead of one per file: the suite runs in a third of the time. Tests must not
    // lean on module state another file left (module mocks with vi.mock are not reliable here: stub globals), and
    // must wait for the requests they start (a draft saved after a test ends reaches the next file's fetch stub).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
