import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/fetch-mock';
import { uploadFile } from './upload-file';

describe('uploadFile', () => {
  it('sends multipart FormData (one field "file") with the token and without a JSON content type', async () => {
    window.localStorage.setItem('token', 'tok-1');
    mockApi({
      'POST /api/files': () =>
        jsonResponse(
          {
            success: true,
            data: {
              id: 4,
              nombre: 'contrato.pdf',
              tamaño: 9,
              tipo: 'application/pdf',
              fechaSubida: '2026-11-20T12:00:00.000Z',
            },
          },
          201,
        ),
    });
    const file = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    const info = await uploadFile({ kind: 'contrato', file });
    expect(info).toMatchObject({ id: 4, nombre: 'contrato.pdf' });

    const [url, init = {}] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/files?kind=contrato');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    const headers = new Headers(init.headers);
    // The browser sets multipart/form-data with its boundary when no content type is forced.
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it("reports the server's content check", async () => {
    mockApi({
      'POST /api/files': () =>
        jsonResponse({ success: false, error: 'El contenido del archivo no corresponde a un .pdf' }, 400),
    });
    await expect(uploadFile({ kind: 'contrato', file: new File(['hola'], 'x.pdf') })).rejects.toMatchObject({
      serverMessage: 'El contenido del archivo no corresponde a un .pdf',
    });
  });
});
