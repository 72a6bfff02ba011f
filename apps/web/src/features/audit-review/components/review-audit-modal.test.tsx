import type { AuditState } from '@auditorias/domain/audits/states';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockApi, networkFailure } from '../../../test/fetch-mock';
import { onePage } from '../../../test/list-pages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { makeAudit, OSCAR } from '../../audits/testing/fixtures';
import { PendingReviewList } from './pending-review-list';

const finished = makeAudit({
  id: 50,
  titulo: 'Auditoría de procedimientos de caja',
  estado: 'terminada',
  operadorId: 16,
  operador: OSCAR,
  fechaTerminacion: '2026-11-19T15:00:00.000Z',
});
const formData = {
  success: true,
  auditoria: finished,
  eventos: [
    {
      id: 't1',
      numero: 1,
      timestamp: '09:12',
      descripcion: 'Empleado usando el celular en caja',
      observaciones: '',
      imagenes: [],
      tipoEvento: 'infraccion-menor',
      colorEvento: '#0066cc',
    },
  ],
  observacionesFinales: 'Faltas de procedimiento en caja.',
  sucursalDetails: '',
  canalesVision: '',
  archivosAdjuntos: [],
  tiempoTrabajadoSegundos: 7200,
  borradorGuardadoEn: null,
  instrucciones: null,
};

/** The server's answer to a review step: its message and the audit in its new state. */
const reviewAnswer = (message: string, estado: AuditState) => () =>
  jsonResponse({ success: true, message, data: { ...finished, estado } });

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    'GET /api/audits/supervisor/pending': () => onePage([finished]),
    'GET /api/audits/50/supervisor/form-data': () => jsonResponse(formData),
    ...routes,
  });
  const view = renderWithProviders(<PendingReviewList />);
  return { ...view, calls };
}

async function openReview(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Revisar auditoría #50' }));
  const modal = await screen.findByTestId('review-modal');
  expect(await within(modal).findByText('Empleado usando el celular en caja')).toBeInTheDocument();
  expect(within(modal).getByText(/Tiempo trabajado: 02:00:00/)).toBeInTheDocument();
  return modal;
}

describe('supervisor review modal', { timeout: 20_000 }, () => {
  it('requires a comment to request a correction, then confirms and sends it', async () => {
    const { user, calls } = setup({
      'PUT /api/audits/50/return-for-correction': reviewAnswer(
        'Auditoría devuelta al operador para corrección',
        'asignada',
      ),
    });
    const modal = await openReview(user);

    await user.click(within(modal).getByRole('button', { name: 'Solicitar corrección' }));
    expect(within(modal).getByTestId('review-error')).toHaveTextContent(
      '❌ Debe escribir un comentario explicando qué necesita corregir el operador',
    );
    await user.type(within(modal).getByLabelText(/Comentarios del supervisor/), '   ');
    await user.click(within(modal).getByRole('button', { name: 'Solicitar corrección' }));
    expect(within(modal).getByTestId('review-error')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(
      within(modal).getByLabelText(/Comentarios del supervisor/),
      'Falta la imagen del evento 2',
    );
    await user.click(within(modal).getByRole('button', { name: 'Solicitar corrección' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirmar devolución' }));

    expect(await screen.findByText('Auditoría devuelta al operador para corrección')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/audits/50/return-for-correction',
      body: { reason: 'Falta la imagen del evento 2' },
    });
  });

  it('accepts after a confirmation, sending the optional comment, and shows the confirmation', async () => {
    const { user, calls } = setup({
      'PUT /api/audits/50/send-to-client': reviewAnswer(
        '✅ Auditoría aprobada y enviada al cliente exitosamente.',
        'entregada',
      ),
    });
    const modal = await openReview(user);
    await user.click(within(modal).getByRole('button', { name: 'Aceptar y enviar al cliente' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(modal).getByRole('button', { name: 'Confirmar y enviar' }));
    expect(
      await screen.findByText('✅ Auditoría aprobada y enviada al cliente exitosamente.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/audits/50/send-to-client',
      body: {},
    });
  });

  it("shows '❌ Error: ' and the server's text when the approval fails", async () => {
    const { user } = setup({
      'PUT /api/audits/50/send-to-client': () =>
        errorResponse(409, 'La auditoría no está en un estado que permita esta acción', {
          message: 'x',
          code: 'CONFLICT',
        }),
    });
    const modal = await openReview(user);
    await user.click(within(modal).getByRole('button', { name: 'Aceptar y enviar al cliente' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirmar y enviar' }));
    await waitFor(() =>
      expect(within(modal).getByTestId('review-error')).toHaveTextContent(
        '❌ Error: La auditoría no está en un estado que permita esta acción',
      ),
    );
  });

  it("shows 'Error al procesar la aprobación: ...' when the approval gets no answer", async () => {
    const { user } = setup({ 'PUT /api/audits/50/send-to-client': () => networkFailure() });
    const modal = await openReview(user);
    await user.click(within(modal).getByRole('button', { name: 'Aceptar y enviar al cliente' }));
    await user.click(within(modal).getByRole('button', { name: 'Confirmar y enviar' }));
    await waitFor(() =>
      expect(within(modal).getByTestId('review-error')).toHaveTextContent(
        /^Error al procesar la aprobación: .+/,
      ),
    );
    expect(within(modal).getByTestId('review-error')).not.toHaveTextContent('❌');
  });
});
