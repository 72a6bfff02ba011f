import { describe, expect, it } from 'vitest';
import type { StoredFile } from './api/list-audit-files';
import {
  fileMonth,
  filesOfMonth,
  monthDeleteMessage,
  previousMonth,
  searchFiles,
  sortFiles,
} from './file-months';

const file = (id: number, fechaSubida: string, tamaño = 1000, nombreOriginal = `f${id}.pdf`): StoredFile => ({
  id,
  auditId: 10 + id,
  nombreArchivo: `stored-${id}`,
  nombreOriginal,
  tamaño,
  fechaSubida,
  clientName: id === 1 ? 'Demo Núñez' : 'Demo Sur',
  auditTitle: 'Control',
});

describe('files by month', () => {
  it('counts the upload month in Buenos Aires time', () => {
    expect(fileMonth(file(1, '2026-11-01T02:00:00.000Z'))).toBe('2026-10');
    expect(
      filesOfMonth([file(1, '2026-11-01T02:00:00.000Z'), file(2, '2026-11-01T04:00:00.000Z')], '2026-11'),
    ).toHaveLength(1);
  });

  it('finds last month, also across the year', () => {
    expect(previousMonth(new Date('2026-11-22T15:00:00.000Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-01-01T02:00:00.000Z'))).toBe('2025-11'); // still 31 Dec in Argentina
  });

  it('words the outcome of a bulk delete as the spec does', () => {
    expect(monthDeleteMessage({ eliminados: 3, errores: 2 })).toEqual({
      color: 'orange',
      text: '⚠️ 3 archivos eliminados, 2 errores...',
    });
    expect(monthDeleteMessage({ eliminados: 4, errores: 0 }).text).toBe('4 archivos eliminados');
  });

  it('searches name, client and audit without accents and sorts', () => {
    const files = [file(1, '2026-11-02T12:00:00.000Z', 5000), file(2, '2026-11-03T12:00:00.000Z', 10)];
    expect(searchFiles(files, 'nunez').map((f) => f.id)).toEqual([1]);
    expect(searchFiles(files, '#12').map((f) => f.id)).toEqual([2]);
    expect(sortFiles(files, 'fecha_desc').map((f) => f.id)).toEqual([2, 1]);
    expect(sortFiles(files, 'tamano_desc').map((f) => f.id)).toEqual([1, 2]);
  });
});
