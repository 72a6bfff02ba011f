import { randomBytes } from 'node:crypto';
import { formatReconciliationValue } from '@auditorias/domain/finance/reconciliation';
import { monthNumber, yearNumber } from '@auditorias/domain/schemas/common';
import type { InvariantDto } from '@auditorias/domain/schemas/reconciliation';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { AuthContext } from '../lib/auth-context';
import { listActiveByRoles } from '../modules/users/users.repo';

/**
 * `npm run finance:check [-- --mes 11 --anio 2026] [--json]`: the reconciliation check (docs/decisions.md,
 * "Conciliación") on the PostgreSQL database of DATABASE_URL, for the current Argentine month unless told. Prints
 * each invariant, OK or its difference with the first rows behind it; exits 0 when every invariant is OK, 1 when
 * one differs, 2 when the check could not run. Reads only: it changes nothing (no session is opened, so nobody's
 * worked hours move). See docs/operations.md.
 */

const ROWS_PRINTED = 10;

function argument(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const arg = args[i] as string;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
}

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(2);
}

/** A DTO value (pesos, hours or a count) as text. */
const text = (value: number, unidad: InvariantDto['unidad']) =>
  formatReconciliationValue(unidad === 'cantidad' ? value : Math.round(value * 100), unidad);

function printInvariant(i: InvariantDto) {
  const state = !i.aplica ? 'NO APLICA' : i.ok ? 'OK' : 'DIFERENCIA';
  console.log(`\n[${state}] ${i.titulo}`);
  if (i.aplica)
    console.log(
      `  ${i.izquierda.etiqueta}: ${text(i.izquierda.valor, i.unidad)} · ${i.derecha.etiqueta}: ${text(i.derecha.valor, i.unidad)}${i.ok ? '' : ` · diferencia ${text(i.diferencia, i.unidad)}`}`,
    );
  if (!i.ok) {
    const differing = i.filas.filter((f) => f.diferencia !== 0);
    for (const f of differing.slice(0, ROWS_PRINTED)) {
      const left = f.izquierda === null ? '—' : text(f.izquierda, f.unidad);
      const right = f.derecha === null ? '—' : text(f.derecha, f.unidad);
      console.log(`    - ${f.nombre}: ${left} / ${right} (diferencia ${text(f.diferencia, f.unidad)})`);
    }
    if (i.filasConDiferencia > ROWS_PRINTED)
      console.log(
        `    … y ${i.filasConDiferencia - ROWS_PRINTED} filas más con diferencia (ver /finanzas-debug).`,
      );
  }
  if (i.nota) console.log(`  Nota: ${i.nota}`);
}

const mesText = argument('mes');
const anioText = argument('anio');
const mes = mesText === undefined ? undefined : monthNumber.safeParse(mesText);
const anio = anioText === undefined ? undefined : yearNumber.safeParse(anioText);
if (mes && !mes.success) fail(`Mes inválido: "${mesText}" (un número de 1 a 12).`);
if (anio && !anio.success) fail(`Año inválido: "${anioText}" (un número de 2000 a 9999).`);
if (!process.env.DATABASE_URL)
  fail(
    'Definí DATABASE_URL (la base PostgreSQL a conciliar), por ejemplo: DATABASE_URL=postgres://usuario@host:5432/base npm run finance:check',
  );

// The check never reads a DVR password: without SECRETS_KEY a throwaway key lets the application build.
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  SECRETS_KEY: process.env.SECRETS_KEY ?? randomBytes(32).toString('base64'),
});
let exitCode = 2;
try {
  const database = await openDatabase(config.database);
  try {
    const app = await buildApp({ config, database });
    try {
      // The check reads as finance staff: an active admin (else a contable) of this database, without a session.
      const admins = await listActiveByRoles(database.db, ['admin'], 1);
      const [reader] = admins.length > 0 ? admins : await listActiveByRoles(database.db, ['contable'], 1);
      if (!reader) fail('La base no tiene un administrador ni un contable activo con quien leer las cifras.');
      const scope = { kind: 'all' } as const;
      const auth: AuthContext = {
        user: reader,
        sessionId: 0,
        scope,
        impersonatorId: null,
        viewer: {
          id: reader.id,
          role: reader.role,
          isActive: reader.isActive,
          permissionOverrides: reader.permissionOverrides,
          scope,
          work: null,
        },
      };
      const result = await app.reconciliation.check(auth, {
        mes: mes?.success ? mes.data : undefined,
        anio: anio?.success ? anio.data : undefined,
      });
      if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
      else {
        const period = `${String(result.mes).padStart(2, '0')}/${result.anio}`;
        console.log(`Conciliación de ${period} (${result.duracionMs} ms)`);
        for (const i of result.invariantes) printInvariant(i);
        const differing = result.invariantes.filter((i) => !i.ok).length;
        console.log(
          differing === 0
            ? '\nTodas las cifras concilian.'
            : `\n${differing} ${differing === 1 ? 'invariante no concilia' : 'invariantes no concilian'}.`,
        );
      }
      exitCode = result.ok ? 0 : 1;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    `\nNo se pudo correr la conciliación: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  exitCode = 2;
}
process.exit(exitCode);
