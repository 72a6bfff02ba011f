import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { errorResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AuditAttachments } from './audit-attachments';

const FILE = { id: 1, nombreOriginal: 'planilla.pdf', nombreArchivo: 'abc-123.pdf', tamaño: 2048 };
const ROUTE = 'GET /api/audits/7/download-attachment/abc-123.pdf';

function setup(answer: Parameters<typeof mockApi>[0][string]) {
  const saved = captureDownloads();
  const calls = mockApi({ [ROUTE]: answer });
  const view = renderWithProviders(<AuditAttachments auditId={7} files={[FILE]} />);
  return { ...view, saved, calls };
}

describe('AuditAttachments', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a file under its original name when the server gives none', async () => {
    const { user, saved } = setup(() => new Response('%PDF-1.4'));
    await user.click(screen.getByRole('button', { name: 'Descargar planilla.pdf' }));
    await vi.waitFor(() => expect(saved).toEqual(['planilla.pdf']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Error {status}: {body}' when the server refuses the file", async () => {
    const { user } = setup(() => errorResponse(404, 'Archivo no encontrado'));
    await user.click(screen.getByRole('button', { name: 'Descargar planilla.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error 404: Archivo no encontrado$/);
  });

  it("shows 'Error descargando archivo' when the download itself fails", async () => {
    const { user } = setup(networkFailure);
    await user.click(screen.getByRole('button', { name: 'Descargar planilla.pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error descargando archivo$/);
  });
});
