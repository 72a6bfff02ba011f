import type { InvariantDto } from '@auditorias/domain/schemas/reconciliation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../lib/session-storage';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { record } from '../../salaries/testing/salary-admin-fixtures';
import { FinanceDebugPage } from './finance-debug-page';

const page = (siguiente: string | null = null) => ({ siguiente, limite: 50 });

function debugAnswer() {
  return jsonResponse({
    success: true,
    sueldos: [],
    auditoriasImpagas: [
      {
        id: 9,
        titulo: 'Auditoría integral de sucursal',
        clienteId: 1,
        cliente: 'Demo Norte S.A.',
        estado: 'entregada',
        estadoPago: 'pendiente',
        costoFinal: 10000,
        saldo: 10000,
        incluidaEnAbono: false,
        fechaEntrega: '2026-11-17T12:00:00.000Z',
      },
    ],
    movimientosGasto: [
      {
        id: 40,
        tipo: 'gasto',
        fecha: '2026-11-19',
        descripcion: 'Abono de fibra óptica',
        monto: -85000,
        clienteId: null,
        auditId: null,
        reversaDe: null,
        revertido: false,
        creadoPor: 'Ana Administradora',
      },
    ],
    paginacion: { auditorias: page(), gastos: page() },
  });
}

const side = (etiqueta: string, valor: number) => ({ etiqueta, valor });
function invariantOf(over: Partial<InvariantDto> & Pick<InvariantDto, 'clave' | 'titulo'>): InvariantDto {
  return {
    descripcion: 'Descripción',
    aplica: true,
    ok: true,
    unidad: 'pesos',
    izquierda: side('Izquierda', 0),
    derecha: side('Derecha', 0),
    diferencia: 0,
    columnas: { izquierda: 'Izquierda', derecha: 'Derecha' },
    filas: [],
    filasTotal: 0,
    filasConDiferencia: 0,
    nota: null,
    ...over,
  };
}

/** One invariant OK (with its rows behind a button), one with a difference (rows open), one not applying. */
function reconciliationAnswer() {
  return jsonResponse({
    success: true,
    mes: 11,
    anio: 2026,
    ok: false,
    generadoEn: '2026-11-28T12:00:00.000Z',
    duracionMs: 42,
    invariantes: [
      invariantOf({
        clave: 'estados_de_cuenta',
        titulo: 'Estados de cuenta = cuentas a cobrar por cliente',
        izquierda: side('Saldos de los estados de cuenta', 25000),
        derecha: side('Deuda en cuentas a cobrar', 25000),
        filas: [
          {
            clave: 'cliente:1',
            nombre: 'Demo Norte S.A.',
            unidad: 'pesos',
            izquierda: 25000,
            derecha: 25000,
            diferencia: 0,
          },
        ],
        filasTotal: 1,
      }),
      invariantOf({
        clave: 'insumos_de_sueldos',
        titulo: 'Insumos de sueldos = control horario',
        ok: false,
        unidad: 'horas',
        izquierda: side('Horas con que se calculan los sueldos', 0),
        derecha: side('Horas del control horario', 98.5),
        diferencia: -98.5,
        filas: [
          {
            clave: 'horas:3',
            nombre: 'Olga Operadora: horas trabajadas',
            unidad: 'horas',
            izquierda: 0,
            derecha: 98.5,
            diferencia: -98.5,
          },
        ],
        filasTotal: 3,
        filasConDiferencia: 1,
      }),
      invariantOf({
        clave: 'sueldos_pendientes',
        titulo: 'Sueldos pendientes del Balance = sueldos impagos + comisiones',
        aplica: false,
        nota: 'Se compara en el mes en curso.',
      }),
    ],
  });
}

const render = () => renderWithProviders(<FinanceDebugPage />);

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('/finanzas-debug', () => {
  it('without a session it asks to sign in and calls nothing', () => {
    const calls = mockApi({});
    render();
    expect(screen.getByText(/solo para administradores/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'iniciá sesión' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(0);
  });

  it("an admin sees the month's salaries, the uncollected audits and the expense movements", async () => {
    setToken('tok-admin');
    mockApi({
      'GET /api/audit-finance/debug-movimientos': debugAnswer,
      'GET /api/sueldos': () =>
        jsonResponse({
          success: true,
          configuracion: null,
          paginacion: page(),
          sueldos: [record()],
        }),
    });
    render();
    const salaries = await screen.findByRole('region', { name: /^Sueldos de / });
    expect(await within(salaries).findByText('Olga Operadora')).toBeInTheDocument();
    const audits = screen.getByRole('region', { name: 'Auditorías entregadas sin cobrar' });
    expect(await within(audits).findByText('Auditoría integral de sucursal')).toBeInTheDocument();
    expect(within(audits).getByText('Demo Norte S.A.')).toBeInTheDocument();
    const expenses = screen.getByRole('region', { name: 'Movimientos de gasto' });
    expect(await within(expenses).findByText('Abono de fibra óptica')).toBeInTheDocument();
  });

  it("another role's session gets the server's refusal in each list", async () => {
    setToken('tok-operador');
    const refusal = () =>
      jsonResponse({ success: false, error: 'No tiene permisos para esta acción', code: 'FORBIDDEN' }, 403);
    mockApi({
      'GET /api/audit-finance/debug-movimientos': refusal,
      'GET /api/sueldos': refusal,
      'GET /api/finanzas/conciliacion': refusal,
    });
    render();
    expect(await screen.findAllByText('No tiene permisos para esta acción')).toHaveLength(3);
    const section = screen.getByRole('region', { name: 'Conciliación' });
    expect(
      await within(section).findByText(
        /Error al verificar la conciliación.*No tiene permisos para esta acción/,
      ),
    ).toBeInTheDocument();
  });

  it("'Conciliación' shows each invariant OK or its difference, and its rows", async () => {
    setToken('tok-contable');
    const calls = mockApi({ 'GET /api/finanzas/conciliacion': reconciliationAnswer });
    render();
    const section = screen.getByRole('region', { name: 'Conciliación' });
    expect(await within(section).findByText('1 invariante no concilia')).toBeInTheDocument();
    const call = calls.find((c) => c.path === '/api/finanzas/conciliacion');
    expect(call?.query.get('mes')).toMatch(/^\d+$/);
    expect(call?.query.get('anio')).toMatch(/^\d{4}$/);

    const statements = within(section).getByRole('article', {
      name: 'Estados de cuenta = cuentas a cobrar por cliente',
    });
    expect(within(statements).getByText('OK')).toBeInTheDocument();
    expect(within(statements).getAllByText('$ 25.000', { selector: 'b' })).toHaveLength(2);
    // An OK invariant keeps its rows behind 'Ver filas'.
    expect(within(statements).queryByText('Demo Norte S.A.')).not.toBeInTheDocument();
    await userEvent.click(within(statements).getByRole('button', { name: 'Ver filas (1)' }));
    expect(await within(statements).findByText('Demo Norte S.A.')).toBeInTheDocument();

    const inputs = within(section).getByRole('article', { name: 'Insumos de sueldos = control horario' });
    expect(within(inputs).getByText('Diferencia', { selector: 'span' })).toBeInTheDocument();
    expect(within(inputs).getByText(/Diferencia: -98,5 h \(1 fila con diferencia\)/)).toBeInTheDocument();
    // A differing invariant shows its rows at once (1 of the 3 the server counted).
    expect(within(inputs).getByText('Olga Operadora: horas trabajadas')).toBeInTheDocument();
    expect(within(inputs).getByRole('button', { name: 'Ocultar filas' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const pending = within(section).getByRole('article', {
      name: 'Sueldos pendientes del Balance = sueldos impagos + comisiones',
    });
    expect(within(pending).getByText('No aplica')).toBeInTheDocument();
    expect(within(pending).getByText('Se compara en el mes en curso.')).toBeInTheDocument();
  });
});
