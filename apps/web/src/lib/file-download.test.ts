import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/fetch-mock';
import {
  fetchReportFile,
  fileNameFromDisposition,
  NOT_AUTHENTICATED_MESSAGE,
  ReportError,
} from './file-download';
import { setToken } from './session-storage';

const texts = { server: 'Error al descargar el reporte PDF', transfer: 'Error al descargar el reporte PDF' };

describe('report files', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the file name of Content-Disposition', () => {
    expect(fileNameFromDisposition('attachment; filename="auditoria-12.pdf"')).toBe('auditoria-12.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''informe%20caja.docx")).toBe(
      'informe caja.docx',
    );
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('refuses without a stored token, without calling the server', async () => {
    const calls = mockApi({});
    await expect(fetchReportFile('/audits/1/report/pdf', texts)).rejects.toThrow(NOT_AUTHENTICATED_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it("sends the bearer token and returns the server's file name", async () => {
    setToken('tok-123');
    const calls = mockApi({
      'GET /api/audits/1/report/pdf': () =>
        new Response('%PDF-1.4', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="a-1.pdf"',
          },
        }),
    });
    const file = await fetchReportFile('/audits/1/report/pdf', texts);
    expect(file.fileName).toBe('a-1.pdf');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it("prefixes the server's error with the screen's text", async () => {
    setToken('tok-123');
    mockApi({
      'GET /api/audits/1/report/pdf': () =>
        jsonResponse(
          { success: false, error: 'Los reportes solo existen para auditorías terminadas o entregadas' },
          409,
        ),
    });
    const failure = fetchReportFile('/audits/1/report/pdf', texts);
    await expect(failure).rejects.toBeInstanceOf(ReportError);
    await expect(failure).rejects.toThrow(
      'Error al descargar el reporte PDF: Los reportes solo existen para auditorías terminadas o entregadas',
    );
  });
});
