import { appendFileSync } from 'node:fs';

/**
 * One line of the security and reliability figures: printed by the suite, and collected so that the end of the
 * run prints all of them in one table (`global-setup.ts`).
 */
export function reportFigure(line: string): void {
  console.info(line);
  const file = process.env.SECURITY_FIGURES_FILE;
  if (file) appendFileSync(file, `${line.replace(/\s+/g, ' ').trim()}\n`);
}
