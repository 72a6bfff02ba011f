import type { PricingSettings } from '@auditorias/domain/clients/pricing';
import { Button, Paper, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ErrorText } from '../../../components/error-alert';
import type { BranchFormValues } from '../branch-form-values';
import { inheritanceFromForm } from '../client-form-values';
import { BranchForm } from './branch-form';
import { BranchTable } from './branch-table';
import { ClientFileDownloadButton } from './client-file-download-button';
import type { ClientFormSectionProps } from './client-form-section-props';
import { FormSection } from './form-section';

interface ClientBranchesSectionProps extends ClientFormSectionProps {
  pricing: PricingSettings;
}

/** 'new', the index being edited, or closed. */
type BranchEditor = { index: number | null } | null;

/** Branches: held in the client form (added, edited, removed here) and sent with the client. */
export function ClientBranchesSection({
  values,
  errors,
  onChange,
  saved,
  pricing,
}: ClientBranchesSectionProps) {
  const [editor, setEditor] = useState<BranchEditor>(null);
  const source = useMemo(() => inheritanceFromForm(values), [values]);
  const editing =
    editor?.index !== null && editor?.index !== undefined ? values.branches[editor.index] : undefined;

  function save(branch: BranchFormValues) {
    const branches =
      editor?.index === null || editor?.index === undefined
        ? [...values.branches, branch]
        : values.branches.map((b, i) => (i === editor.index ? branch : b));
    onChange({ branches });
    setEditor(null);
  }

  function remove(index: number) {
    const branch = values.branches[index];
    const apply = () => {
      onChange({ branches: values.branches.filter((_, i) => i !== index) });
      if (editor?.index === index) setEditor(null);
    };
    // A branch not saved yet only leaves the form; a saved one is deleted when the client is saved.
    if (branch?.id === undefined) {
      apply();
      return;
    }
    modals.openConfirmModal({
      title: '¿Eliminar sucursal?',
      children: (
        <Text size="sm">
          La sucursal «{branch.nombre}» se eliminará al guardar los cambios del cliente. Esta acción no se
          puede deshacer.
        </Text>
      ),
      labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
      confirmProps: { color: 'red' },
      onConfirm: apply,
    });
  }

  const savedBranch =
    editing?.id !== undefined ? saved?.branches.find((b) => b.id === editing.id) : undefined;
  const procedureDownload =
    saved &&
    savedBranch?.archivo_procedimiento &&
    savedBranch.archivo_procedimiento.id === editing?.procedimiento?.id ? (
      <ClientFileDownloadButton
        target={{ what: 'procedimiento', clientId: saved.id, branchId: savedBranch.id }}
        fallbackName={savedBranch.archivo_procedimiento.nombre}
      />
    ) : null;

  return (
    <FormSection
      title="Sucursales"
      icon={<IconBuildingStore size={20} />}
      description="Lo que una sucursal deja vacío lo toma del cliente (heredado)."
      actions={
        editor === null ? (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditor({ index: null })}
          >
            Agregar Sucursal
          </Button>
        ) : null
      }
    >
      {values.branches.length > 0 ? (
        <BranchTable
          branches={values.branches}
          client={source}
          pricing={pricing}
          onEdit={(index) => setEditor({ index })}
          onRemove={remove}
        />
      ) : editor === null ? (
        <Text size="sm" c="dimmed">
          Todavía no hay sucursales. Sin sucursales, el ID/IP del DVR del cliente es obligatorio.
        </Text>
      ) : null}
      <ErrorText>{errors.branches}</ErrorText>
      {editor !== null ? (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <BranchForm
            key={editing?.key ?? 'nueva'}
            initial={editing ?? null}
            client={source}
            pricing={pricing}
            withTitle
            onSave={save}
            onCancel={() => setEditor(null)}
            procedureDownload={procedureDownload}
          />
        </Paper>
      ) : null}
    </FormSection>
  );
}
