import { ClientFileDownloadButton } from './client-file-download-button';
import type { ClientFileSectionProps } from './client-form-section-props';
import { FileUploadField } from './file-upload-field';

interface ClientFileFieldProps extends ClientFileSectionProps {
  /** The form field, also the upload kind and the download. */
  kind: 'contrato' | 'procedimiento';
  label: string;
  inputLabel?: string;
  required?: boolean;
}

/**
 * A file of the client form (the signed contract, the procedure): uploaded when chosen; 'Descargar' while the
 * field still holds the file saved with the client (a file chosen just now has nothing to download yet).
 */
export function ClientFileField({
  kind,
  label,
  inputLabel,
  required,
  values,
  errors,
  onChange,
  saved,
  onUploadingChange,
}: ClientFileFieldProps) {
  const file = values[kind];
  const savedFile = kind === 'contrato' ? saved?.contrato_adjunto : saved?.archivo_procedimiento;
  return (
    <FileUploadField
      kind={kind}
      label={label}
      inputLabel={inputLabel}
      required={required}
      value={file}
      onChange={(next) => onChange(kind === 'contrato' ? { contrato: next } : { procedimiento: next })}
      onUploadingChange={onUploadingChange}
      error={errors[kind]}
      download={
        saved && file && savedFile?.id === file.id ? (
          <ClientFileDownloadButton target={{ what: kind, clientId: saved.id }} fallbackName={file.nombre} />
        ) : null
      }
    />
  );
}
