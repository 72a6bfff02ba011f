import type { Role } from '@auditorias/domain/auth/roles';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { insertClient } from '../modules/clients/clients.repo';
import { findUserByLogin, insertUser } from '../modules/users/users.repo';

export const DEMO_PASSWORD = 'demo123';

/** The demo logins of the README; every one uses DEMO_PASSWORD. */
export const DEMO_USERS: ReadonlyArray<{ email: string; username: string; name: string; role: Role }> = [
  { email: 'admin@demo.ar', username: 'admin', name: 'Ana Administradora', role: 'admin' },
  { email: 'supervisor@demo.ar', username: 'supervisor', name: 'Sergio Supervisor', role: 'supervisor' },
  { email: 'operador1@demo.ar', username: 'operador1', name: 'Olga Operadora', role: 'operador' },
  { email: 'operador2@demo.ar', username: 'operador2', name: 'Oscar Operador', role: 'operador' },
  { email: 'contable@demo.ar', username: 'contable', name: 'Carla Contable', role: 'contable' },
  { email: 'cliente@demo.ar', username: 'cliente', name: 'Carlos Norte', role: 'cliente' },
  { email: 'cliente2@demo.ar', username: 'cliente2', name: 'Silvia Sur', role: 'cliente' },
  { email: 'grupo@demo.ar', username: 'grupo', name: 'Gabriela Grupo', role: 'cliente' },
];

/**
 * Creates the demo companies and users in one transaction. Does nothing when the demo admin already
 * exists, so running it twice is harmless.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await findUserByLogin(db, 'admin@demo.ar')) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const norte = await insertClient(
      tx,
      {
        nombre: 'Demo Norte S.A.',
        email: 'contacto@demonorte.com.ar',
        telefono: '+54 11 4555-0101',
        direccion: 'Av. Cabildo 2040, CABA',
        contactoPrincipal: 'Carlos Norte',
      },
      [
        { nombre: 'Sucursal Belgrano', direccion: 'Av. Cabildo 2040, CABA', telefono: '+54 11 4555-0102' },
        {
          nombre: 'Sucursal Núñez',
          direccion: 'Av. del Libertador 7200, CABA',
          telefono: '+54 11 4555-0103',
        },
      ],
    );
    const sur = await insertClient(
      tx,
      {
        nombre: 'Demo Sur S.R.L.',
        email: 'administracion@demosur.com.ar',
        telefono: '+54 11 4222-0201',
        direccion: 'Av. Hipólito Yrigoyen 8500, Lomas de Zamora',
        contactoPrincipal: 'Silvia Sur',
      },
      [{ nombre: 'Sucursal Lomas', direccion: 'Av. Hipólito Yrigoyen 8500, Lomas de Zamora' }],
    );
    for (const user of DEMO_USERS) {
      const isGroup = user.username === 'grupo';
      await insertUser(tx, {
        ...user,
        passwordHash,
        clienteId: user.role === 'cliente' ? (user.username === 'cliente2' ? sur.id : norte.id) : null,
        esAdministradorGrupo: isGroup,
        nombreGrupo: isGroup ? 'Grupo Demo' : null,
        clientesAdministrados: isGroup ? [norte.id, sur.id] : [],
      });
    }
  });
  return true;
}

/** The first admin of a real installation, from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function seedFirstAdmin(db: Db, admin: { email: string; password: string; name: string }) {
  const email = admin.email.trim().toLowerCase();
  if (await findUserByLogin(db, email)) return false;
  await insertUser(db, {
    name: admin.name,
    email,
    username: null,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    clienteId: null,
  });
  return true;
}
