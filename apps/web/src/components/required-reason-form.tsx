import { ReasonConfirmForm, type ReasonConfirmFormProps } from './reason-confirm-form';

interface RequiredReasonFormProps extends Omit<ReasonConfirmFormProps, 'formProps' | 'gap' | 'reason'> {
  /** The form's accessible name ('Revertir pago'). */
  name: string;
  /** The reason's label ('Motivo'). */
  label: string;
  /** The refusal of a blank reason. */
  requiredMessage: string;
  maxLength: number;
}

/** A form whose reason is required (not blank after trimming), in a text area of two rows at least. */
export function RequiredReasonForm({
  name,
  label,
  requiredMessage,
  maxLength,
  ...form
}: RequiredReasonFormProps) {
  return (
    <ReasonConfirmForm
      formProps={{ 'aria-label': name }}
      gap="sm"
      reason={{ label, required: true, requiredMessage, minRows: 2, maxLength }}
      {...form}
    />
  );
}
