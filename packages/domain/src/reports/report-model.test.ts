import { describe, expect, it } from 'vitest';
import { buildReport, type ReportInput, reportFileName } from './report-model';

const input: ReportInput = {
  empresa: { nombre: 'Vigilancia', email: 'a@b.ar', telefono: '1', direccion: 'CABA' },
  titulo: 'Auditoría integral: sucursal Belgrano',
  id: 42,
  cliente: 'Demo Norte S.A.',
  sucursal: 'Sucursal Belgrano',
  direccion: 'Av. Cabildo 2040',
  prioridad: 'urgente',
  fechaSolicitada: '2026-11-20',
  fechaInicio: new Date('2026-11-21T13:00:00Z'),
  fechaTerminacion: new Date('2026-11-21T15:30:00Z'),
  fechaEntrega: null,
  operador: 'Olga',
  supervisor: null,
  descripcion: '  ',
  observacionesIniciales: 'Revisar cajas',
  sucursalDetails: '',
  canalesVision: 'Canal 1',
  observacionesFinales: 'Todo en orden',
  observacionesSupervisor: null,
  eventos: [
    {
      numero: 1,
      timestamp: '',
      tipoEvento: 'infraccion-grave',
      descripcion: 'Puerta abierta',
      observaciones: '',
      imagenes: [],
    },
  ],
  workedSeconds: 9000,
};

describe('buildReport', () => {
  it('shows Argentine dates, labels and colours', () => {
    const model = buildReport(input, { internal: true, now: new Date('2026-11-22T15:00:00Z') });
    expect(model.filas).toContainEqual(['Fecha solicitada', '20/11/2026']);
    expect(model.filas).toContainEqual(['Fecha de realización', '21/11/2026, 10:00']);
    expect(model.filas).toContainEqual(['Prioridad', 'Urgente']);
    expect(model.filas).toContainEqual(['Tiempo total', '02:30:00']);
    expect(model.eventos[0]).toMatchObject({ tipo: 'Infracción grave', color: '#dc2626', timestamp: '—' });
    expect(model.descripcion).toBeNull();
    expect(model.generado).toBe('22/11/2026, 12:00');
  });
  it('never shows the worked time to the client', () => {
    const model = buildReport(input, { internal: false });
    expect(model.filas.map(([k]) => k)).not.toContain('Tiempo total');
  });
  it('file names are safe', () => {
    expect(reportFileName({ titulo: 'Auditoría integral: sucursal Belgrano', numero: 42 }, 'pdf')).toBe(
      'Auditoria_42_Auditoria_integral_sucursal_Belgrano.pdf',
    );
  });
});
