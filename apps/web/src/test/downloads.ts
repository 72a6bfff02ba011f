import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Stands in for the browser's download: records the name of every file a screen saves (the blob URL and the
 * link click of `saveFile`) instead of saving it.
 */
export function captureDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

/** A file answer as the export calls give it. */
export function fileResponse(name: string): () => Response {
  return () => new Response('x', { headers: { 'Content-Disposition': `attachment; filename="${name}"` } });
}

/** The query of every request made to `path` so far (the mocked fetch's calls), in order. */
export function requestedQueries(path: string): URLSearchParams[] {
  return vi
    .mocked(fetch)
    .mock.calls.map(
      ([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
    )
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

/** A query as a plain object, for comparing whole queries. */
export const queryObject = (params: URLSearchParams | undefined) =>
  Object.fromEntries(params?.entries() ?? []);

/** A PDF answer under the server's file name, as the PDF downloads give it. */
export function pdfResponse(name: string): () => Response {
  return () =>
    new Response('%PDF-1.4', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${name}"`,
      },
    });
}

/**
 * Clicks the export button named `button`, waits until the browser saved `file` (the only file in `names`, the
 * list `captureDownloads` answered) and answers the query the export call `path` was first asked with.
 */
export async function exportedQuery(
  user: UserEvent,
  names: string[],
  { button, file, path }: { button: string; file: string; path: string },
): Promise<Record<string, string>> {
  await user.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(names).toEqual([file]));
  return queryObject(requestedQueries(path)[0]);
}
