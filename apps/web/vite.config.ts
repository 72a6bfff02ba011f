import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/** Development: the app on :5173, /api proxied to the server on :4000. Production: the server serves dist/. */
export default defineConfig({
  plugins: [
    react(),
    // .br and .gz siblings of every JS/CSS/SVG/HTML file (maximum levels), served as they are by the server.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:4000', changeOrigin: true },
    },
  },
  preview: { port: 5173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by scripts/first-load-size.mjs (the login
    // page's budget).
    manifest: true,
    rolldownOptions: {
      output: {
        // Shared library chunks are named after every chunk that uses them: keep the file names short.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('libs~') ? 'assets/libs-[hash].js' : 'assets/[name]-[hash].js',
        // Libraries change less often than the app: separate chunks stay cached across releases. Only the library
        // code the first screen needs ('$initial': the login page and the app shell) goes into the chunks index.html
        // loads; what only lazy pages and tab panels use (date pickers, tables, most icons...) goes into 'libs'
        // chunks grouped by the screens that share them, downloaded with the first of those screens.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 30,
            },
            {
              // The Mantine components only lazy screens use, grouped like the other libraries below before the
              // chart group takes the ones @mantine/charts uses (a ColorSwatch there would pull recharts along).
              name: 'libs',
              test: /[\\/]node_modules[\\/](@mantine|@floating-ui)[\\/](?!charts[\\/])/,
              priority: 16,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
            {
              // The chart library and what only it uses: one chunk, downloaded with the first chart shown
              // (finance's lazy-month-charts), never merged with the icons or tables other screens share.
              name: 'charts',
              test: /[\\/]node_modules[\\/](recharts|@mantine[\\/]charts|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|eventemitter3|tiny-invariant|decimal\.js-light|victory-vendor|d3-[a-z-]+|internmap|use-sync-external-store)[\\/]/,
              priority: 15,
            },
            {
              name: 'mantine',
              test: /[\\/]node_modules[\\/](@mantine|@floating-ui)[\\/]/,
              priority: 20,
              tags: ['$initial'],
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 10, tags: ['$initial'] },
            {
              name: 'libs',
              test: /[\\/]node_modules[\\/]/,
              priority: 5,
              entriesAware: true,
              entriesAwareMergeThreshold: 20_000,
            },
          ],
        },
      },
    },
  },
});
