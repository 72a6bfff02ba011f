import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../test/downloads';
import { jsonResponse, mockApi, networkFailure } from '../test/fetch-mock';
import { ApiError } from './api-client';
import { prefixedErrorMessage } from './error-message';
import {
  DOWNLOAD_FAILED_MESSAGE,
  DownloadRefusedError,
  downloadFile,
  fetchReportFile,
  fileNameFromDisposition,
  NOT_AUTHENTICATED_MESSAGE,
  ReportError,
  reportErrorText,
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

describe('file downloads (attachments, contracts, procedures)', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  const path = '/audits/3/download-attachment/abc.pdf';

  it("saves the file under the server's name, else the fallback, sending the bearer token", async () => {
    setToken('tok-123');
    const saved = captureDownloads();
    const calls = mockApi({
      'GET /api/audits/3/download-attachment/abc.pdf': () =>
        new Response('%PDF-1.4', {
          headers: { 'Content-Disposition': 'attachment; filename="informe.pdf"' },
        }),
      'GET /api/clients/4/contract': () => new Response('x'),
    });
    expect(await downloadFile(path, 'adjunto.pdf')).toBe('informe.pdf');
    expect(await downloadFile('/clients/4/contract', 'contrato.pdf')).toBe('contrato.pdf');
    expect(saved).toEqual(['informe.pdf', 'contrato.pdf']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it("says 'Error {status}: {body}' when the server refuses, with its text", async () => {
    setToken('tok-123');
    mockApi({
      'GET /api/audits/3/download-attachment/abc.pdf': () =>
        jsonResponse({ success: false, error: 'Archivo no encontrado' }, 404),
    });
    const failure = downloadFile(path, 'adjunto.pdf');
    await expect(failure).rejects.toBeInstanceOf(DownloadRefusedError);
    await expect(failure).rejects.toThrow('Error 404: Archivo no encontrado');
    const error = await failure.catch((e: unknown) => e);
    expect(reportErrorText(error, DOWNLOAD_FAILED_MESSAGE)).toBe('Error 404: Archivo no encontrado');
    // Still the server's answer for a screen that puts its own text first.
    expect(error).toBeInstanceOf(ApiError);
    expect(prefixedErrorMessage('Error al descargar el contrato', error)).toBe(
      'Error al descargar el contrato: Archivo no encontrado',
    );
  });

  it('shows the body itself when it is not JSON, and the status alone when it is empty', async () => {
    mockApi({
      'GET /api/audits/3/download-attachment/abc.pdf': () => new Response('Bad gateway\n', { status: 502 }),
      'GET /api/clients/4/contract': () => new Response('', { status: 500 }),
    });
    await expect(downloadFile(path, 'adjunto.pdf')).rejects.toThrow('Error 502: Bad gateway');
    const empty = await downloadFile('/clients/4/contract', 'contrato.pdf').catch((e: unknown) => e);
    expect(reportErrorText(empty, DOWNLOAD_FAILED_MESSAGE)).toBe('Error 500');
  });

  it("says 'Error descargando archivo' when the download itself fails", async () => {
    setToken('tok-123');
    captureDownloads();
    mockApi({ 'GET /api/audits/3/download-attachment/abc.pdf': networkFailure });
    const failure = downloadFile(path, 'adjunto.pdf');
    await expect(failure).rejects.toBeInstanceOf(ReportError);
    await expect(failure).rejects.toThrow(DOWNLOAD_FAILED_MESSAGE);
    expect(reportErrorText(await failure.catch((e: unknown) => e), 'otro')).toBe('Error descargando archivo');

    const unreadable = new Response('x');
    vi.spyOn(unreadable, 'blob').mockRejectedValue(new TypeError('stream broke'));
    mockApi({ 'GET /api/audits/3/download-attachment/abc.pdf': () => unreadable });
    await expect(downloadFile(path, 'adjunto.pdf')).rejects.toThrow(DOWNLOAD_FAILED_MESSAGE);
  });
});
