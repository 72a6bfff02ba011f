import type { Client } from '@auditorias/domain/schemas/clients';
import type { ClientFormErrors, ClientFormValues } from '../client-form-values';

/** What every section of the client form receives. */
export interface ClientFormSectionProps {
  values: ClientFormValues;
  errors: ClientFormErrors;
  onChange: (patch: Partial<ClientFormValues>) => void;
  /** The saved client in edit mode (downloads, users); null when creating. */
  saved: Client | null;
}

/** A section with a file field: it says when an upload starts and ends (the form waits for it to save). */
export interface ClientFileSectionProps extends ClientFormSectionProps {
  onUploadingChange: (uploading: boolean) => void;
}
