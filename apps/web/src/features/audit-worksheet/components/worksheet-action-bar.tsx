import type { AuditState } from '@auditorias/domain/audits/states';
import { Button, type ButtonVariant, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { FinalPdfActions } from './final-pdf-actions';
import { WorksheetTimer } from './worksheet-timer';

/** Spec: default estimated hours 2. */
const DEFAULT_ESTIMATED_HOURS = 2;

export interface WorksheetStep {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: MantineColor;
  variant?: ButtonVariant;
  loading?: boolean;
  disabled?: boolean;
}

interface WorksheetActionBarProps {
  /** Where the edits stand (saved, unsaved…). */
  status?: ReactNode;
  /** The worked time against the estimate (null: not shown). */
  timer: { seconds: number; horasEstimadas?: number | null } | null;
  /** The final PDF's actions, where the role and the state show them. */
  finalPdf: { auditId: number; estado: AuditState; titulo: string } | null;
  /** Leaving the sheet. */
  back: WorksheetStep;
  /** The sheet's own steps (pause and finish, or save and approve), shown while they apply. */
  steps: WorksheetStep[];
  /** The steps wait (something is being sent or uploaded). */
  stepsBlocked?: boolean;
}

function StepButton({ step }: { step: WorksheetStep }) {
  return (
    <Button
      color={step.color}
      variant={step.variant}
      leftSection={step.icon}
      onClick={step.onClick}
      loading={step.loading}
      disabled={step.disabled}
    >
      {step.label}
    </Button>
  );
}

/** The title bar's actions of the worksheet, for the operator and the supervisor alike. */
export function WorksheetActionBar({
  status,
  timer,
  finalPdf,
  back,
  steps,
  stepsBlocked = false,
}: WorksheetActionBarProps) {
  return (
    <>
      {status}
      {timer ? (
        <WorksheetTimer
          seconds={timer.seconds}
          estimatedHours={timer.horasEstimadas ?? DEFAULT_ESTIMATED_HOURS}
        />
      ) : null}
      {finalPdf ? <FinalPdfActions {...finalPdf} /> : null}
      <StepButton step={{ variant: 'default', ...back }} />
      {steps.map((step) => (
        <StepButton key={step.label} step={{ disabled: stepsBlocked, ...step }} />
      ))}
    </>
  );
}
