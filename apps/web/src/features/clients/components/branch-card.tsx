import { MODALITY_LABELS, PRIORITIES, PRIORITY_LABELS } from '@auditorias/domain/clients/constants';
import type { Branch } from '@auditorias/domain/schemas/clients';
import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Money } from '../../../components/money';
import { describeModality, formatHours } from '../branch-display';
import { BranchActions } from './branch-actions';
import { InheritedNote } from './inherited-note';
import { StateBadge } from './state-badge';

interface BranchCardProps {
  branch: Branch;
  onEdit: (branch: Branch) => void;
  onDelete: (branch: Branch) => void;
  deleting?: boolean;
}

function Label({ children }: { children: string }) {
  return (
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {children}
    </Text>
  );
}

/**
 * A branch with its effective values (the API's `efectivo`) and 'heredado' where a value comes from the client
 * (the API's `heredado` flags): address, estimated time, prices, commission.
 */
export function BranchCard({ branch, onEdit, onDelete, deleting }: BranchCardProps) {
  const { efectivo, heredado } = branch;
  const ownPrice = {
    normal: branch.precio_normal,
    prioritaria: branch.precio_prioritaria,
    urgente: branch.precio_urgente,
  };
  const commissionInherited =
    heredado.tipoComision === true &&
    (efectivo.tipoComision === 'fijo'
      ? heredado.montoFijoOperador === true
      : heredado.comisionOperador === true);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Sucursal ${branch.nombre}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text fw={600} truncate="end">
                {branch.nombre}
              </Text>
              <StateBadge size="xs" active={branch.activa} label={branch.activa ? 'Activa' : 'Inactiva'} />
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="xs" c="dimmed" truncate="end">
                {branch.direccion ?? 'Sin dirección'}
              </Text>
            </Group>
          </Stack>
          <BranchActions
            branchName={branch.nombre}
            removeLabel="Eliminar sucursal"
            gap={2}
            removing={deleting}
            onEdit={() => onEdit(branch)}
            onRemove={() => onDelete(branch)}
          />
        </Group>

        <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
          <div>
            <Label>Tiempo estimado</Label>
            <Text size="sm">
              {formatHours(efectivo.tiempoEstimadoHoras)}
              {heredado.tiempoEstimado ? <InheritedNote /> : null}
            </Text>
          </div>
          <div>
            <Label>Tiempo de auditoría</Label>
            <Text size="sm">
              {efectivo.tiempo_auditoria} min
              {heredado.tiempoAuditoria ? <InheritedNote /> : null}
            </Text>
          </div>
          {efectivo.precios ? (
            <div>
              <Label>Precios</Label>
              {PRIORITIES.map((p) => (
                <Text key={p} size="xs">
                  {PRIORITY_LABELS[p]}: <Money pesos={efectivo.precios?.[p] ?? 0} fw={600} />
                  {heredado.precios && ownPrice[p] === null ? <InheritedNote /> : null}
                </Text>
              ))}
            </div>
          ) : null}
          <div>
            <Label>Comisión</Label>
            {efectivo.tipoComision ? (
              <Text size="sm">
                {efectivo.tipoComision === 'fijo' ? (
                  <>
                    Fijo <Money pesos={efectivo.montoFijoOperador ?? 0} />
                  </>
                ) : (
                  `${(efectivo.comisionOperador ?? 0).toLocaleString('es-AR')} %`
                )}
                {commissionInherited ? <InheritedNote /> : null}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </div>
          <div style={{ gridColumn: '1 / -1' }}>
            <Label>Modalidad</Label>
            <Text size="xs">
              {efectivo.modalidad_auditoria
                ? describeModality(
                    efectivo.modalidad_auditoria,
                    efectivo.dias_auditoria,
                    efectivo.fecha_exacta,
                  )
                : MODALITY_LABELS.manual}
              {heredado.modalidad ? <InheritedNote /> : null}
            </Text>
          </div>
        </SimpleGrid>
        {efectivo.auditoria_fija_mes ? (
          <Badge size="sm" variant="light" color="grape">
            4 auditorías fijas{heredado.auditoriaFijaMes ? ' (heredado)' : ''}
          </Badge>
        ) : null}
      </Stack>
    </Card>
  );
}
