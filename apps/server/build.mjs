// Bundles the server (with the domain package's source) into dist/server.js and copies the migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/seed-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The workspace package is source, not a built dependency: bundle it.
  external: [],
  plugins: [
    {
      name: 'bundle-domain',
      setup(b) {
        b.onResolve({ filter: /^@auditorias\/domain\// }, async (args) => {
          const sub = args.path.slice('@auditorias/domain/'.length);
          return { path: new URL(`../../packages/domain/src/${sub}.ts`, import.meta.url).pathname };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built to apps/server/dist');
