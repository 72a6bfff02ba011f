/**
 * Import rules checked by `npm run lint` (docs/decisions.md, 'Feature boundaries'):
 *   - no import circle in the domain, the server or the web app (type-only imports count: a circle of types is
 *     still a circle a reader has to untangle);
 *   - a server module (`apps/server/src/modules/<b>/`) is used by another module only through its public entry:
 *     `<b>/<b>.service.ts` (the use cases) or `<b>/public.ts` (an explicit list of the other names it offers:
 *     a repository read, a mapper, a route helper). Tests may import anything.
 * The web features' rule (through `features/<b>/public.ts`) stays in scripts/check-boundaries.mjs.
 * The exceptions below are known debts, each with the reason it stays for now; the lint prints them as warnings
 * on every run. Remove an entry when its import goes; never add one to let new code in.
 */

const modules = '^apps/server/src/modules/';
const testFile = '(\\.test\\.ts$|/test/|/testing/)';

/** Cross-module imports that skip the public entry, kept for now: [from file, to file, reason] under modules/. */
const knownReaches = [
  // none today
].map(([from, to, reason]) => [`apps/server/src/modules/${from}`, `apps/server/src/modules/${to}`, reason]);

/** Import circles kept for now: all the modules of the circle match `path`. */
const knownCircles = [];

const exactly = (path) => `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`;
const reachersOf = [...new Set(knownReaches.map(([from]) => from))];
const boundaryTo = {
  path: `${modules}[^/]+/`,
  pathNot: [`${modules}$1/`, `${modules}([^/]+)/(\\1\\.service|public)\\.ts$`],
};

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: break it (move the shared piece to lib/ or to the module that owns it).',
      severity: 'error',
      from: {},
      // An empty `pathNot` list would let every circle through: only name the known circles when there are some.
      to:
        knownCircles.length > 0
          ? { circular: true, via: { pathNot: knownCircles.map((c) => c.path) } }
          : { circular: true },
    },
    ...knownCircles.map((c, i) => ({
      name: `known-circle-must-go-${i + 1}`,
      comment: c.reason,
      severity: 'warn',
      from: { path: c.path },
      to: { circular: true, viaOnly: { path: c.path } },
    })),
    {
      name: 'server-module-boundary',
      comment:
        "A server module imports another only through that module's <area>.service.ts or public.ts " +
        '(add the export to public.ts).',
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: [testFile, ...reachersOf.map(exactly)] },
      to: boundaryTo,
    },
    // A file with a known reach is still checked for every other import it makes.
    ...reachersOf.map((from) => ({
      name: 'server-module-boundary',
      comment: "A server module imports another only through that module's <area>.service.ts or public.ts.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: `^(?!${exactly(from).slice(1, -1)}$)` },
      to: {
        ...boundaryTo,
        pathNot: [
          ...boundaryTo.pathNot,
          ...knownReaches.filter(([f]) => f === from).map(([, to]) => exactly(to)),
        ],
      },
    })),
    ...knownReaches.map(([from, to, reason], i) => ({
      name: `known-reach-must-go-${i + 1}`,
      comment: reason,
      severity: 'warn',
      from: { path: exactly(from) },
      to: { path: exactly(to) },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
