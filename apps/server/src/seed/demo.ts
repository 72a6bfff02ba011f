import type { Role } from '@auditorias/domain/auth/roles';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';
import type { SecretBox } from '../lib/secrets';
import { insertClient, listBranches } from '../modules/clients/clients.repo';
import { writeSetting } from '../modules/config/settings.repo';
import { upsertPermission } from '../modules/operator-permissions/operator-permissions.repo';
import { findUserByLogin, insertUser } from '../modules/users/users.repo';
import { seedDemoActivity } from './demo-activity';
import { seedDemoAudits } from './demo-audits';
import { seedDemoFinance } from './demo-finance';
import { seedDemoStaffTime } from './demo-staff';

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

export interface SeedDemoOptions {
  /**
   * Also the activity log of the demo story (`demo-activity.ts`), for the server's start. Off by default: the API
   * tests check the trail their own calls leave on the demo data, from an empty log.
   */
  activity?: boolean;
}

/**
 * Creates the demo companies (prices, pay rules, a child business), users, an operator assignment and the
 * company data, in one transaction. Does nothing when the demo admin already exists, so running it twice is
 * harmless. DVR passwords are stored only when a secret box is given.
 */
export async function seedDemo(
  db: Db,
  secrets: SecretBox | null = null,
  options: SeedDemoOptions = {},
): Promise<boolean> {
  if (await findUserByLogin(db, 'admin@demo.ar')) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const seal = (clear: string) => (secrets ? secrets.seal(clear) : null);
  await db.transaction(async (tx) => {
    // Demo Norte: price per audit $25.000, operators earn 40 %, audits on Mondays, Wednesdays and Fridays.
    const norte = await insertClient(
      tx,
      {
        nombre: 'Demo Norte S.A.',
        empresa: 'Demo Norte Sociedad Anónima',
        email: 'contacto@demonorte.com.ar',
        cuit: '30-70999111-4',
        telefono: '+54 11 4555-0101',
        direccion: 'Av. Cabildo 2040, CABA',
        contactoPrincipal: 'Carlos Norte',
        condicionesPago: '30 días',
        costoAuditoria: 2_500_000,
        tipoComision: 'porcentaje',
        comisionOperador: 40,
        tiempoEstimadoMin: 180,
        tiempoAuditoriaCliente: 120,
        modalidad: 'por_dias',
        diasAuditoria: ['Lunes', 'Miércoles', 'Viernes'],
        dvrIdPrincipal: '190.12.34.56:8000',
        dvrPasswordPrincipalEnc: seal('norte-dvr-2026'),
        instruccionesOperador: 'Revisar apertura y cierre de caja; reportar personal sin uniforme.',
        contratoFechaFirma: '2026-03-01',
      },
      [
        {
          nombre: 'Sucursal Belgrano',
          direccion: 'Av. Cabildo 2040, CABA',
          telefono: '+54 11 4555-0102',
          dvrId: '190.12.34.57:8000',
          dvrPasswordEnc: seal('belgrano-dvr'),
          tiempoAuditoria: 90,
          precioUrgente: 6_000_000,
        },
        {
          nombre: 'Sucursal Núñez',
          direccion: 'Av. del Libertador 7200, CABA',
          telefono: '+54 11 4555-0103',
          tipoComision: 'fijo',
          montoFijoOperador: 900_000,
        },
      ],
    );
    // A child business of Demo Norte with its own branch.
    await insertClient(
      tx,
      {
        nombre: 'Norte Kiosco 24h',
        email: 'kiosco@demonorte.com.ar',
        parentId: norte.id,
        costoAuditoria: 1_500_000,
        comisionOperador: 40,
      },
      [{ nombre: 'Kiosco Palermo', direccion: 'Av. Santa Fe 3500, CABA' }],
    );
    // Demo Sur: $18.000 per audit, fixed pay of $8.000, on the four-fixed-audits system.
    const sur = await insertClient(
      tx,
      {
        nombre: 'Demo Sur S.R.L.',
        email: 'administracion@demosur.com.ar',
        cuit: '30-71555222-9',
        telefono: '+54 11 4222-0201',
        direccion: 'Av. Hipólito Yrigoyen 8500, Lomas de Zamora',
        contactoPrincipal: 'Silvia Sur',
        condicionesPago: '15 días',
        costoAuditoria: 1_800_000,
        tipoComision: 'fijo',
        montoFijoOperador: 800_000,
        auditoriaFijaMes: true,
        dvrIdPrincipal: 'sur-dvr.dyndns.org:37777',
        dvrPasswordPrincipalEnc: seal('sur-dvr-clave'),
        contratoFechaFirma: '2026-06-15',
      },
      [
        {
          nombre: 'Sucursal Lomas',
          direccion: 'Av. Hipólito Yrigoyen 8500, Lomas de Zamora',
          tiempoAuditoria: 150,
        },
      ],
    );
    const created: Record<string, number> = {};
    for (const user of DEMO_USERS) {
      const isGroup = user.username === 'grupo';
      const row = await insertUser(tx, {
        ...user,
        passwordHash,
        clienteId: user.role === 'cliente' ? (user.username === 'cliente2' ? sur.id : norte.id) : null,
        esAdministradorGrupo: isGroup,
        nombreGrupo: isGroup ? 'Grupo Demo' : null,
        clientesAdministrados: isGroup ? [norte.id, sur.id] : [],
      });
      created[user.username] = row.id;
    }
    // operador2 works only for Demo Sur; operador1 is unrestricted.
    await upsertPermission(tx, {
      operatorId: created.operador2 ?? 0,
      clientId: sur.id,
      status: 'asignado',
      reason: null,
      createdBy: created.admin ?? 0,
    });
    await writeSetting(tx, 'company-info', DEMO_COMPANY_INFO, created.admin ?? null);
    const [belgrano, nunez] = await listBranches(tx, [norte.id]);
    const [lomas] = await listBranches(tx, [sur.id]);
    if (!belgrano || !nunez || !lomas) throw new Error('demo branches missing');
    const place = (b: typeof belgrano) => ({
      clientId: b.clientId,
      branchId: b.id,
      sucursal: b.nombre,
      direccion: b.direccion,
    });
    // The demo people by user name, for the parts of the demo below (each takes the ones it needs).
    const id = (username: string) => created[username] ?? 0;
    const ids = {
      admin: id('admin'),
      supervisor: id('supervisor'),
      operador1: id('operador1'),
      operador2: id('operador2'),
      contable: id('contable'),
      cliente: id('cliente'),
      cliente2: id('cliente2'),
      grupo: id('grupo'),
    };
    const demoAudits = await seedDemoAudits(tx, ids, {
      belgrano: place(belgrano),
      nunez: place(nunez),
      lomas: place(lomas),
    });
    const money = await seedDemoFinance(tx, ids, demoAudits);
    await seedDemoStaffTime(tx, ids);
    if (options.activity) {
      await seedDemoActivity(
        tx,
        ids,
        { norte: norte.id, sur: sur.id, belgrano: belgrano.id, nunez: nunez.id },
        money,
      );
    }
  });
  return true;
}

export const DEMO_COMPANY_INFO = {
  nombre: 'Vigilancia Remota Demo S.R.L.',
  email: 'informes@vigilanciademo.com.ar',
  telefono: '+54 11 5263-0000',
  direccion: 'Av. Corrientes 1234, piso 5, CABA',
};

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
