import type { ConditionFormState } from '../../hooks/useConditionForm';
import { missingSx } from './FormSection';

/** The props of a text field bound to one form value, highlighted when the save found it empty. */
export function fieldProps(form: ConditionFormState, key: string, editable: boolean) {
  const missing = form.missing.has(key);
  return {
    value: form.values[key] ?? '',
    disabled: !editable,
    onChange: (event: { target: { value: string } }) => form.setValue(key, event.target.value),
    sx: missingSx(missing),
    'data-field': key,
    'data-missing': missing || undefined,
  };
}
