/**
 * What other features load from the salaries feature on demand, with `import()` (docs/decisions.md, 'Feature
 * boundaries'): kept out of public.ts so that it stays in its own chunk, downloaded when first shown.
 */
export { SalariesAdminPanel } from './components/salaries-admin-panel';
