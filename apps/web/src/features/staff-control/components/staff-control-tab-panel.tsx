import { mayReadStaffControl } from '@auditorias/domain/staff/access';
import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { TabPanelProps } from '../../../app/tab-panel-props';
import { STAFF_TEXT } from '../staff-texts';
import { StaffControlCentre } from './staff-control-centre';

/**
 * The dashboard's 'staff' tab ('Control de Personal'): the staff control centre for admin and contable (the domain rule the
 * server applies); anyone else who reaches it sees the spec's refusal and nothing is asked of the server.
 */
export function StaffControlTabPanel({ user }: TabPanelProps) {
  if (!mayReadStaffControl(user)) {
    return (
      <Alert color="red" variant="light" icon={<IconLock aria-hidden />} role="alert">
        {STAFF_TEXT.noPermission}
      </Alert>
    );
  }
  return <StaffControlCentre user={user} />;
}
