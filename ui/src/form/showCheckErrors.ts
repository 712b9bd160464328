import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { CHECK_ERROR } from './useZodForm';

/**
 * Marks the fields a core check found wrong, for a spec whose check runs in a fixed order and says
 * one message at a time (the condition form's §5): each stays marked until the person changes it;
 * the other fields' marks are cleared. `message` goes under every marked field when given; without
 * it the fields are only highlighted and the page says the check's message once (a banner).
 */
export function showCheckErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'clearErrors'>,
  fields: Iterable<FieldPath<Values>>,
  message = '',
): void {
  form.clearErrors();
  for (const name of fields) form.setError(name, { type: CHECK_ERROR, message });
}
