import { type FormEvent, useState } from 'react';
import { reportErrorText } from '../../lib/file-download';
import { CLIENT_PDF_ERROR, useDownloadClientPdfMutation } from './api/download-client-pdf';

/**
 * The client's-PDF form, in the reports menu and in the worksheet alike: its title (starting as the audit's), the
 * download under that title and what went wrong ('Error descargando PDF: ...').
 */
export function useClientPdfForm(auditId: number, initialTitle: string) {
  const [titulo, setTitulo] = useState(initialTitle);
  const [problem, setProblem] = useState<string | null>(null);
  const download = useDownloadClientPdfMutation();

  /** The form's submit: clears the last problem (and whatever `onStart` clears) and downloads the PDF. */
  const submit =
    ({ onStart, onSuccess }: { onStart?: () => void; onSuccess?: () => void } = {}) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setProblem(null);
      onStart?.();
      download.mutate(
        { auditId, titulo },
        {
          onSuccess: () => onSuccess?.(),
          onError: (error) => setProblem(reportErrorText(error, CLIENT_PDF_ERROR)),
        },
      );
    };

  return { titulo, setTitulo, problem, setProblem, download, submit, blank: titulo.trim() === '' };
}
