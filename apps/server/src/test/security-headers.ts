import type { LightMyRequestResponse } from 'fastify';

// The headers every /api answer carries (issue 15, part 10): checked on every answer of the headers sweep and of
// the contract fuzzing.

/** What helmet answers with the configuration of app.ts (a route may set a stricter CSP of its own). */
export const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy':
    /default-src '(self|none)'.*frame-ancestors '(none|self)'|frame-ancestors '(none|self)'.*default-src/,
  'x-content-type-options': /^nosniff$/,
  'strict-transport-security': /max-age=\d+/,
  'x-frame-options': /^(SAMEORIGIN|DENY)$/,
  'referrer-policy': /^no-referrer$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'x-dns-prefetch-control': /^off$/,
  'x-download-options': /^noopen$/,
  'x-permitted-cross-domain-policies': /^none$/,
  'origin-agent-cluster': /^\?1$/,
  'x-xss-protection': /^0$/,
};

/** The header problems of one answer: missing or wrong security headers, a cacheable private answer. */
export function headerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    const value = res.headers[name];
    if (value === undefined) problems.push(`falta ${name}`);
    else if (!pattern.test(String(value))) problems.push(`${name}: ${value}`);
  }
  if (res.headers['x-powered-by'] !== undefined) problems.push('x-powered-by presente');
  if (!String(res.headers['cache-control'] ?? '').includes('no-store'))
    problems.push(`cache-control: ${res.headers['cache-control']}`);
  return problems;
}
