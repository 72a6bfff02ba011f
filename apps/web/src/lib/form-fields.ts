import type { ChangeEvent } from 'react';

/** The fields of T whose values are of type V. */
type FieldsOf<T, V> = { [K in keyof T]-?: T[K] extends V ? K : never }[keyof T];

/**
 * The value and change props that bind a form's inputs to its values object, a change being a patch of one field:
 * `<TextInput label="Email" {...field.text('email')} />` instead of writing the value, the onChange and the error of
 * each.
 */
export function bindFields<T extends object>(
  values: T,
  onChange: (patch: Partial<T>) => void,
  /** The form's message for each field that is wrong, shown under its input. */
  errors: { [K in keyof T]?: string } = {},
) {
  const patch = (key: keyof T, value: unknown) => onChange({ [key]: value } as Partial<T>);
  return {
    /** A text input, a textarea or a native select of a text field. */
    text: (key: FieldsOf<T, string>) => ({
      value: values[key] as string,
      error: errors[key],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        patch(key, e.currentTarget.value),
    }),
    /** A switch or a checkbox of a yes/no field. */
    checked: (key: FieldsOf<T, boolean>) => ({
      checked: values[key] as boolean,
      onChange: (e: ChangeEvent<HTMLInputElement>) => patch(key, e.currentTarget.checked),
    }),
    /** A number input of a field kept as the input gives it (a number, or the text while it is typed). */
    number: (key: FieldsOf<T, number | string>) => ({
      value: values[key] as number | string,
      error: errors[key],
      onChange: (value: number | string) => patch(key, value),
    }),
  };
}
