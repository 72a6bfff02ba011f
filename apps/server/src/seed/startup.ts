import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { SecretBox } from '../lib/secrets';
import { countUsers } from '../modules/users/users.repo';
import { seedDemo, seedFirstAdmin } from './demo';

/**
 * What data a start adds: the demo (with its activity log) on an empty embedded database (or whenever SEED=demo),
 * never with SEED=none; the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when the database has no users.
 */
export async function seedOnStart(
  config: AppConfig,
  database: Database,
  log: FastifyBaseLogger,
  secrets: SecretBox | null = null,
) {
  if (config.seed === 'none') return;
  const empty = (await countUsers(database.db)) === 0;
  if (config.seed === 'demo' || (empty && database.kind === 'pglite')) {
    if (await seedDemo(database.db, secrets, { activity: true }))
      log.info('Datos de demostración creados (contraseña demo123)');
    return;
  }
  if (empty && config.firstAdmin) {
    if (await seedFirstAdmin(database.db, config.firstAdmin)) {
      log.info({ email: config.firstAdmin.email }, 'Primer administrador creado');
    }
  } else if (empty) {
    log.warn('La base de datos no tiene usuarios: definí ADMIN_EMAIL y ADMIN_PASSWORD, o SEED=demo');
  }
}
