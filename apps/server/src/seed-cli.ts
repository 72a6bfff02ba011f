import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { loadSecretsKey, secretBox } from './lib/secrets';
import { seedDemo } from './seed/demo';

/** `npm run seed`: applies migrations and creates the demo data on the configured database. */
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await runMigrations(database);
  const created = await seedDemo(database.db, secretBox(loadSecretsKey(config)), { activity: true });
  console.log(created ? 'Datos de demostración creados.' : 'Los datos de demostración ya existían.');
} finally {
  await database.close();
}
