import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import type { Client } from '@auditorias/domain/schemas/clients';
import { Alert, Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { SuccessAlert } from '../../../components/error-alert';
import { ApiError } from '../../../lib/api-client';
import { prefixedErrorMessage } from '../../../lib/error-message';
import { useCreateClientMutation } from '../api/create-client';
import { useUpdateClientMutation } from '../api/update-client';
import {
  type ClientFormErrors,
  type ClientFormValues,
  clientFieldOf,
  clientFormFromClient,
  emptyClientForm,
  passwordsDiffer,
  toCreateClientBody,
  toUpdateClientBody,
  validateClientForm,
} from '../client-form-values';
import { ClientAuditValueSection } from './client-audit-value-section';
import { ClientBasicInfoSection } from './client-basic-info-section';
import { ClientBranchesSection } from './client-branches-section';
import { ClientContractSection } from './client-contract-section';
import { ClientControlTimeSection } from './client-control-time-section';
import { ClientDvrSection } from './client-dvr-section';
import { ClientFixedAuditsSection } from './client-fixed-audits-section';
import { ClientModalitySection } from './client-modality-section';
import { ClientOperatorPaySection } from './client-operator-pay-section';
import { ClientPrioritySection } from './client-priority-section';
import { ClientUserSection } from './client-user-section';

/** 'Cliente y usuario creados exitosamente' stays on the form this long before it closes (spec section 8). */
export const CLOSE_AFTER_USER_CREATED_MS = 1500;

interface ClientFormProps {
  /** The client being edited; null creates a new one. */
  client: Client | null;
  pricing: PricingSettings;
  /** The save went through: the screen closes the form and shows the server's message. */
  onSaved: (message: string) => void;
  /** 'Nuevo Cliente' (edit mode): start a new client instead. */
  onNew: () => void;
  onClose: () => void;
}

/** Which details of a 400 belong to which field ('campo' as the API names it). */
function serverFieldErrors(error: unknown): ClientFormErrors {
  if (!(error instanceof ApiError)) return {};
  const details = (error.body as { details?: Array<{ campo?: string; mensaje?: string }> } | null)?.details;
  const errors: ClientFormErrors = {};
  for (const d of details ?? []) {
    if (!d.campo || !d.mensaje) continue;
    const field = clientFieldOf(d.campo.split('.'));
    if (field !== 'general' && !errors[field]) errors[field] = d.mensaje;
  }
  return errors;
}

/**
 * The complete client form (spec: client form): 'Crear Nuevo Cliente Completo' or 'Editar Cliente', every
 * section of the client, its branches and, when creating, its user.
 */
export function ClientForm({ client, pricing, onSaved, onNew, onClose }: ClientFormProps) {
  const mode = client ? 'edit' : 'create';
  const [values, setValues] = useState<ClientFormValues>(() =>
    client ? clientFormFromClient(client) : emptyClientForm(),
  );
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [uploads, setUploads] = useState(0);
  const createClient = useCreateClientMutation();
  const updateClient = useUpdateClientMutation();
  const pending = createClient.isPending || updateClient.isPending;
  const errorRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  useEffect(() => {
    if (formError) errorRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [formError]);

  const onChange = (patch: Partial<ClientFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof ClientFormErrors];
      if ('usuario' in patch) {
        delete next.username;
        delete next.password;
        delete next.confirmPassword;
        delete next.userEmail;
      }
      return next;
    });
    setFormError(null);
  };
  const onUploadingChange = (uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1)));

  function failed(prefix: string, error: unknown) {
    setErrors(serverFieldErrors(error));
    setFormError(prefixedErrorMessage(prefix, error));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || doneMessage) return;
    const problem = validateClientForm(values, mode);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      setFormError(problem.message);
      return;
    }
    if (client) {
      updateClient.mutate(
        { id: client.id, ...toUpdateClientBody(values) },
        {
          onSuccess: ({ message }) => onSaved(message),
          onError: (error) => failed('Error actualizando cliente', error),
        },
      );
      return;
    }
    createClient.mutate(toCreateClientBody(values), {
      onSuccess: ({ message }) => {
        if (values.crearUsuario) {
          // The admin reads that the user exists too before the form goes away.
          setDoneMessage(message);
          closeTimer.current = setTimeout(() => onSaved(message), CLOSE_AFTER_USER_CREATED_MS);
        } else {
          onSaved(message);
        }
      },
      onError: (error) => failed('Error creando cliente', error),
    });
  }

  // A long form: Enter in a field must not send it half-filled (only the submit button does).
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const target = event.target;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'submit') {
      event.preventDefault();
    }
  }

  const sectionProps = { values, errors, onChange, saved: client };
  const submitLabel = mode === 'create' ? 'Crear Cliente Completo' : 'Guardar Cambios';
  const busyLabel = mode === 'create' ? 'Creando...' : 'Guardando...';

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} shadow="xs" data-testid="client-form">
      <form
        onSubmit={submit}
        onKeyDown={onKeyDown}
        noValidate
        aria-label={mode === 'create' ? 'Crear Nuevo Cliente Completo' : 'Editar Cliente'}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={2} size="h3">
                {mode === 'create' ? 'Crear Nuevo Cliente Completo' : 'Editar Cliente'}
              </Title>
              <Text size="sm" c="dimmed">
                {client
                  ? client.nombre
                  : 'Datos, precios, pago al operador, modalidad, contrato, usuario y sucursales del cliente.'}
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {mode === 'edit' ? (
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onNew}>
                  Nuevo Cliente
                </Button>
              ) : null}
              <CloseButton aria-label="Cerrar formulario" onClick={onClose} size="lg" />
            </Group>
          </Group>

          <ClientBasicInfoSection {...sectionProps} />
          <ClientDvrSection {...sectionProps} />
          <ClientAuditValueSection {...sectionProps} pricing={pricing} />
          <ClientOperatorPaySection {...sectionProps} pricing={pricing} />
          <ClientControlTimeSection {...sectionProps} />
          <ClientPrioritySection {...sectionProps} />
          <ClientModalitySection {...sectionProps} onUploadingChange={onUploadingChange} />
          <ClientFixedAuditsSection {...sectionProps} />
          <ClientContractSection {...sectionProps} onUploadingChange={onUploadingChange} />
          <ClientUserSection {...sectionProps} />
          <ClientBranchesSection {...sectionProps} pricing={pricing} />

          {formError ? (
            <Alert
              ref={errorRef}
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid="client-form-error"
            >
              {formError}
            </Alert>
          ) : null}
          {doneMessage ? <SuccessAlert>{doneMessage}</SuccessAlert> : null}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancelar
            </Button>
            <Button
              type="submit"
              disabled={pending || uploads > 0 || passwordsDiffer(values) || doneMessage !== null}
            >
              {pending ? busyLabel : submitLabel}
            </Button>
          </Group>
          {passwordsDiffer(values) ? (
            <Text size="sm" c="red" ta="right">
              Las contraseñas no coinciden
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
