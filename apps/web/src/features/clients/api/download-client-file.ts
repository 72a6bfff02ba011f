import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/file-download';

export type ClientFileTarget =
  | { what: 'contrato'; clientId: number }
  | { what: 'procedimiento'; clientId: number; branchId?: number };

function pathOf(target: ClientFileTarget): string {
  if (target.what === 'contrato') return `/clients/${target.clientId}/contract`;
  return target.branchId === undefined
    ? `/clients/${target.clientId}/procedure`
    : `/clients/${target.clientId}/branches/${target.branchId}/procedure`;
}

/**
 * GET /clients/{id}/contract, /procedure or /branches/{branchId}/procedure, handed to the browser as a download
 * (the shared file download: the bearer token, the server's file name, the spec's failure texts).
 */
export function downloadClientFile(target: ClientFileTarget & { fallbackName: string }) {
  return downloadFile(pathOf(target), target.fallbackName);
}

export function useDownloadClientFileMutation() {
  return useMutation({ mutationFn: downloadClientFile });
}
