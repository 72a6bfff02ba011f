import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, companyIds, loginAs, multipartFile, SAMPLE_PDF, useTestApp } from '../../test/app';
import { sqlRows } from '../../test/database';

const t = useTestApp();
const { as } = t;
const co = companyIds(t, { norteId: 'Demo Norte S.A.', surId: 'Demo Sur S.R.L.' });

async function upload(who: string, kind: string, fileName: string, content: Buffer) {
  const body = multipartFile(fileName, content);
  return as(who, { method: 'POST', url: `/api/files?kind=${kind}`, ...body });
}

async function contractId(who = 'admin') {
  const res = await upload(who, 'contrato', 'contrato.pdf', SAMPLE_PDF);
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

function fullClient(contratoArchivoId: number, extra: Record<string, unknown> = {}) {
  return {
    nombre: 'Farmacias Oeste S.A.',
    email: 'compras@farmaciasoeste.com.ar',
    cuit: '30-71234567-8',
    contactoPrincipal: 'Marta Oeste',
    costoAuditoria: 250.5,
    tipoComision: 'porcentaje',
    comisionOperador: 40,
    modalidad_auditoria_cliente: 'por_dias',
    dias_auditoria: ['Lunes', 'Jueves'],
    contratoArchivoId,
    contrato_fecha_firma: '2026-11-01',
    dvr_id_principal: '10.0.0.5',
    dvr_password_principal: 'clave-dvr-secreta',
    branches: [
      {
        nombre: 'Sucursal Morón',
        direccion: 'Av. Rivadavia 18000',
        precio_urgente: 900,
        dvr_password: 'dvr-moron',
      },
      { nombre: 'Sucursal Haedo', tiempoEstimadoHoras: 1.5, tipoComision: 'fijo', montoFijoOperador: 120 },
    ],
    ...extra,
  };
}

describe('uploads', () => {
  it('accept a real PDF contract and refuse a disguised or wrong file, for admins only', async () => {
    expect((await upload('admin', 'contrato', 'contrato.pdf', SAMPLE_PDF)).statusCode).toBe(201);
    const fake = await upload(
      'admin',
      'contrato',
      'contrato.pdf',
      Buffer.from('MZ\x90\x00 esto es un ejecutable'),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('El contenido del archivo no corresponde a un .pdf');
    const txt = await upload('admin', 'contrato', 'notas.txt', Buffer.from('hola'));
    expect(txt.statusCode).toBe(400);
    expect(txt.json().message).toMatch(/^Tipo de archivo no permitido/);
    expect(
      (await upload('admin', 'procedimiento', 'pasos.txt', Buffer.from('Paso 1: revisar cámaras')))
        .statusCode,
    ).toBe(201);
    expect((await upload('admin', 'otro', 'x.pdf', SAMPLE_PDF)).statusCode).toBe(400);
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente']) {
      expect((await upload(who, 'contrato', 'contrato.pdf', SAMPLE_PDF)).statusCode, who).toBe(403);
    }
  });

  it('refuse files over the size limit with 413', async () => {
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(11 * 1024 * 1024)]);
    const res = await upload('admin', 'contrato', 'grande.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El archivo supera el tamaño máximo permitido');
  });
});

describe('creating a client', () => {
  it('creates the client, its branches and its user in one go; DVR passwords are stored encrypted', async () => {
    const contrato = await contractId();
    const res = await t.post(
      'admin',
      '/api/clients',
      fullClient(contrato, {
        usuario: {
          username: 'farmacia.oeste',
          password: 'secreto1',
          confirmPassword: 'secreto1',
          role: 'cliente',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Cliente y usuario creados exitosamente');
    const client = body.data;
    expect(client).toMatchObject({
      nombre: 'Farmacias Oeste S.A.',
      rut: '30-71234567-8',
      costoAuditoria: 250.5,
      dias_auditoria: ['Lunes', 'Jueves'],
      dvr_password_principal: 'clave-dvr-secreta',
      contrato_adjunto: { nombre: 'contrato.pdf', tipo: 'application/pdf' },
      usuarios: [expect.objectContaining({ username: 'farmacia.oeste', role: 'cliente' })],
    });
    const moron = client.branches.find((b: { nombre: string }) => b.nombre === 'Sucursal Morón');
    expect(moron.efectivo.precios).toEqual({ normal: 250.5, prioritaria: 375.75, urgente: 900 });
    expect(moron.efectivo.pagosOperador).toEqual({ normal: 100.2, prioritaria: 150.3, urgente: 360 });
    expect(moron.heredado).toMatchObject({ precios: true, tiempoAuditoria: true, modalidad: true });
    expect(moron.efectivo.dias_auditoria).toEqual(['Lunes', 'Jueves']);
    const haedo = client.branches.find((b: { nombre: string }) => b.nombre === 'Sucursal Haedo');
    expect(haedo.efectivo.pagosOperador.urgente).toBe(120);
    expect(haedo.efectivo.tiempoEstimadoHoras).toBe(1.5);

    const stored = await sqlRows<{ dvr_password_principal_enc: string; costo_auditoria: string }>(
      t.database.db,
      sql`select dvr_password_principal_enc, costo_auditoria from clients where id = ${client.id}`,
    );
    expect(stored[0]?.dvr_password_principal_enc).toMatch(/^v1\./);
    expect(stored[0]?.dvr_password_principal_enc).not.toContain('clave-dvr-secreta');
    expect(Number(stored[0]?.costo_auditoria)).toBe(25050);

    // The new client's user signs in and sees only its company.
    const own = await loginAs(t.app, 'farmacia.oeste', 'secreto1');
    const list = await call(t.app, own.token, {
      method: 'GET',
      url: '/api/clients/for-audits?onlyActive=true',
    });
    expect(list.json().data.map((c: { nombre: string }) => c.nombre)).toEqual(['Farmacias Oeste S.A.']);
    const mine = await call(t.app, own.token, { method: 'GET', url: `/api/clients/${client.id}` });
    expect(mine.statusCode).toBe(200);
    // A client never sees operator pay nor DVR passwords.
    expect(mine.json().data).not.toHaveProperty('comisionOperador');
    expect(mine.json().data).not.toHaveProperty('dvr_password_principal');
    expect(mine.json().data.branches[0].efectivo).not.toHaveProperty('pagosOperador');
    expect(
      (await call(t.app, own.token, { method: 'GET', url: `/api/clients/${co.norteId}` })).statusCode,
    ).toBe(404);
  });

  it('applies the spec validations and changes nothing when refused', async () => {
    const before = await sqlRows(t.database.db, sql`select id from clients`);
    const contrato = await contractId();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...fullClient(contrato), nombre: '' }, 'Nombre y email son obligatorios'],
      [{ ...fullClient(contrato), email: undefined }, 'Nombre y email son obligatorios'],
      [
        { ...fullClient(contrato), contratoArchivoId: undefined },
        'El contrato es obligatorio. Debe adjuntar el archivo firmado.',
      ],
      [
        { ...fullClient(contrato), contrato_fecha_firma: undefined },
        'La fecha de firma del contrato es obligatoria',
      ],
      [
        { ...fullClient(contrato), branches: [], dvr_id_principal: undefined },
        'El ID/IP del DVR es obligatorio cuando el cliente no tiene sucursales',
      ],
      [{ ...fullClient(contrato), dias_auditoria: [] }, 'Elegí al menos un día para la modalidad por días'],
      [{ ...fullClient(contrato), comisionOperador: 101 }, 'La comisión va de 0 a 100'],
      [{ ...fullClient(contrato), branches: [{ nombre: '' }] }, 'El nombre de la sucursal es obligatorio'],
      [
        {
          ...fullClient(contrato),
          usuario: { username: 'x.y.z', password: 'secreto1', confirmPassword: 'otro' },
        },
        'Las contraseñas no coinciden',
      ],
      [
        { ...fullClient(contrato), usuario: { username: '', password: '' } },
        'Username y password son obligatorios para crear usuario',
      ],
      [{ ...fullClient(999999) }, 'El archivo adjunto no existe o no se puede usar'],
    ];
    for (const [payload, text] of cases) {
      const res = await t.post('admin', '/api/clients', payload);
      expect(res.statusCode, text).toBe(400);
      const all = [
        res.json().message,
        ...(res.json().details ?? []).map((d: { mensaje: string }) => d.mensaje),
      ].join(' | ');
      expect(all, text).toContain(text);
    }
    // A user that cannot be created rolls the whole client back.
    const dup = await t.post(
      'admin',
      '/api/clients',
      fullClient(contrato, { usuario: { username: 'cliente', password: 'secreto1' } }),
    );
    expect(dup.statusCode).toBe(409);
    expect(await sqlRows(t.database.db, sql`select id from clients`)).toEqual(before);
    // The contract kept for the refused client can still be used.
    const ok = await t.post(
      'admin',
      '/api/clients',
      fullClient(contrato, { nombre: 'Con contrato reusado' }),
    );
    expect(ok.statusCode).toBe(201);
    // ...but only once.
    const twice = await t.post('admin', '/api/clients', fullClient(contrato, { nombre: 'Otro' }));
    expect(twice.statusCode).toBe(400);
  });

  it('is refused to every role but admin', async () => {
    const contrato = await contractId();
    for (const who of ['supervisor', 'operador1', 'contable', 'cliente', 'grupo']) {
      const res = await t.post(who, '/api/clients', fullClient(contrato));
      expect(res.statusCode, who).toBe(403);
    }
  });
});

describe('reading clients across companies', () => {
  it('staff with client_view list clients; others are refused', async () => {
    for (const who of ['admin', 'supervisor', 'contable']) {
      const res = await t.get(who, '/api/clients?search=demo');
      expect(res.statusCode, who).toBe(200);
      expect(res.json().data.map((c: { nombre: string }) => c.nombre)).toEqual([
        'Demo Norte S.A.',
        'Demo Sur S.R.L.',
      ]);
      expect(res.json().totales.sucursales).toBe(3);
      const norte = res.json().data.find((c: { nombre: string }) => c.nombre === 'Demo Norte S.A.');
      expect(norte).toMatchObject({ cantidadSucursales: 2, sucursalesActivas: 2 });
    }
    for (const who of ['operador1', 'cliente', 'grupo']) {
      expect((await t.get(who, '/api/clients')).statusCode, who).toBe(403);
    }
  });

  it('a client sees its own company only; a group administrator sees both of its companies', async () => {
    expect((await t.get('cliente', `/api/clients/${co.norteId}`)).statusCode).toBe(200);
    expect((await t.get('cliente', `/api/clients/${co.surId}`)).statusCode).toBe(404);
    expect((await t.get('cliente2', `/api/clients/${co.norteId}/branches`)).statusCode).toBe(404);
    expect((await t.get('cliente2', `/api/clients/${co.norteId}/contract`)).statusCode).toBe(404);
    const group = await t.get('grupo', '/api/clients/for-audits?onlyActive=true');
    expect(
      group
        .json()
        .data.map((c: { nombre: string }) => c.nombre)
        .sort(),
    ).toEqual(['Demo Norte S.A.', 'Demo Sur S.R.L.', 'Norte Kiosco 24h']);
    expect((await t.get('grupo', `/api/clients/${co.surId}`)).statusCode).toBe(200);
  });

  it('an operator holding one of its audits reads the client with DVR passwords; accountants do not', async () => {
    const op = await t.get('operador1', `/api/clients/${co.norteId}`);
    expect(op.statusCode).toBe(200);
    expect(op.json().data).toHaveProperty('dvr_password_principal');
    const acc = await t.get('contable', `/api/clients/${co.norteId}`);
    expect(acc.json().data).not.toHaveProperty('dvr_password_principal');
  });
});

describe('editing clients and branches', () => {
  it('updates fields, syncs the branch list, and clears days when the modality changes', async () => {
    const contrato = await contractId();
    const created = (
      await t.post('admin', '/api/clients', fullClient(contrato, { nombre: 'Para editar' }))
    ).json().data;
    const moron = created.branches.find((b: { nombre: string }) => b.nombre === 'Sucursal Morón');
    const res = await t.put('admin', `/api/clients/${created.id}`, {
      telefono: '+54 11 4000-0000',
      modalidad_auditoria_cliente: 'manual',
      branches: [{ id: moron.id, nombre: 'Morón Centro', precio_normal: 300 }, { nombre: 'Sucursal Nueva' }],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      telefono: '+54 11 4000-0000',
      modalidad_auditoria_cliente: 'manual',
      dias_auditoria: [],
    });
    expect(data.branches.map((b: { nombre: string }) => b.nombre).sort()).toEqual([
      'Morón Centro',
      'Sucursal Nueva',
    ]);
    // The DVR password of a branch not sent stays as it was.
    const centro = data.branches.find((b: { nombre: string }) => b.nombre === 'Morón Centro');
    expect(centro.dvr_password).toBe('dvr-moron');
    expect(centro.efectivo.precios.normal).toBe(300);
  });

  it('branch CRUD by admin only; a branch of another client is not found', async () => {
    const made = await t.post('admin', `/api/clients/${co.surId}/branches`, {
      nombre: 'Sucursal Banfield',
      tiempo_auditoria: 90,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      message: 'Sucursal creada exitosamente',
      data: { tiempo_auditoria: 90, heredado: { tiempoAuditoria: false } },
    });
    const branchId = made.json().data.id as number;
    expect(
      (await t.put('admin', `/api/clients/${co.norteId}/branches/${branchId}`, { nombre: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await t.put('supervisor', `/api/clients/${co.surId}/branches/${branchId}`, { nombre: 'X' }))
        .statusCode,
    ).toBe(403);
    expect((await t.del('cliente2', `/api/clients/${co.surId}/branches/${branchId}`)).statusCode).toBe(403);
    const upd = await t.put('admin', `/api/clients/${co.surId}/branches/${branchId}`, {
      nombre: 'Banfield',
      modalidad_auditoria: 'fecha_exacta',
      fecha_exacta: '2026-12-15',
    });
    expect(upd.json().data.efectivo).toMatchObject({
      modalidad_auditoria: 'fecha_exacta',
      fecha_exacta: '2026-12-15',
      dias_auditoria: [],
    });
    expect((await t.del('admin', `/api/clients/${co.surId}/branches/${branchId}`)).json().message).toBe(
      'Sucursal eliminada exitosamente',
    );
    const list = await t.get('admin', `/api/clients/${co.surId}/branches`);
    expect(list.json().data.some((b: { id: number }) => b.id === branchId)).toBe(false);
  });

  it('child businesses belong to their company: its users see them', async () => {
    const res = await t.post('admin', `/api/clients/${co.norteId}/negocios-hijos`, {
      nombre: 'Norte Express',
      branches: [{ nombre: 'Express Palermo' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.negociosHijos).toEqual([
      expect.objectContaining({
        nombre: 'Norte Express',
        branches: [expect.objectContaining({ nombre: 'Express Palermo' })],
      }),
      expect.objectContaining({ nombre: 'Norte Kiosco 24h' }),
    ]);
    const fresh = await loginAs(t.app, 'cliente');
    const list = await call(t.app, fresh.token, { method: 'GET', url: '/api/clients/for-audits' });
    expect(
      list
        .json()
        .data.map((c: { nombre: string }) => c.nombre)
        .sort(),
    ).toEqual(['Demo Norte S.A.', 'Norte Express', 'Norte Kiosco 24h']);
    const sur = await loginAs(t.app, 'cliente2');
    const surList = await call(t.app, sur.token, { method: 'GET', url: '/api/clients/for-audits' });
    expect(surList.json().data.map((c: { nombre: string }) => c.nombre)).toEqual(['Demo Sur S.R.L.']);
  });

  it('the contract downloads with its name and type for who may see the client', async () => {
    const contrato = await contractId();
    const created = (
      await t.post('admin', '/api/clients', fullClient(contrato, { nombre: 'Descarga' }))
    ).json().data;
    const res = await t.get('admin', `/api/clients/${created.id}/contract`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('contrato.pdf');
    expect(res.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const none = await t.get('admin', `/api/clients/${co.norteId}/contract`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(
      'El contrato no tiene un archivo descargable. Volvé a adjuntar el archivo y guardá el cliente.',
    );
  });
});

describe('deleting a client', () => {
  it('hides it, keeps its rows, and signs its users out', async () => {
    const contrato = await contractId();
    const created = (
      await t.post(
        'admin',
        '/api/clients',
        fullClient(contrato, {
          nombre: 'A eliminar',
          email: 'a.eliminar@demo.ar',
          usuario: { username: 'a.eliminar', password: 'secreto1' },
        }),
      )
    ).json().data;
    expect(created.usuarios[0].username).toBe('a.eliminar');
    const s = await loginAs(t.app, 'a.eliminar', 'secreto1');
    for (const who of ['supervisor', 'contable', 'cliente']) {
      expect((await t.del(who, `/api/clients/${created.id}`)).statusCode, who).toBe(403);
    }
    const res = await t.del('admin', `/api/clients/${created.id}`);
    expect(res.json().message).toBe('Cliente "A eliminar" eliminado exitosamente');
    expect((await t.get('admin', `/api/clients/${created.id}`)).statusCode).toBe(404);
    expect((await call(t.app, s.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const kept = await sqlRows(
      t.database.db,
      sql`select id from clients where id = ${created.id} and deleted_at is not null`,
    );
    expect(kept).toHaveLength(1);
  });
});

describe('unused uploads', () => {
  it('are removed after a day; attached ones stay', async () => {
    const loose = (await upload('admin', 'contrato', 'suelto.pdf', SAMPLE_PDF)).json().data.id as number;
    const kept = await contractId();
    await t.post('admin', '/api/clients', fullClient(kept, { nombre: 'Guarda', email: 'guarda@demo.ar' }));
    await t.database.db.execute(
      sql`update stored_files set uploaded_at = now() - interval '2 days' where id in (${loose}, ${kept})`,
    );
    const job = t.app.jobs.find((j) => j.name === 'purgar-archivos-sin-usar');
    expect(await job?.run()).toBeGreaterThanOrEqual(1);
    const left = await sqlRows<{ id: number }>(
      t.database.db,
      sql`select id from stored_files where id in (${loose}, ${kept})`,
    );
    expect(left.map((r) => r.id)).toEqual([kept]);
  });
});
