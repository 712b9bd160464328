// The suite's forms (apps/README.md « Formulaires »): react-hook-form over core's zod schemas.
// A separate entry (`@locasuite/ui/form`): only the tools that have a form load it, never the
// sign-in page or home.
export { useZodForm, CHECK_ERROR } from './useZodForm';
export type { CoreSchema, ZodFormOptions } from './useZodForm';
export { showCheckErrors } from './showCheckErrors';
export { useFormField } from './useFormField';
export type { FormFieldState } from './useFormField';
export { FormTextInput } from './FormTextInput';
export type { FormTextInputProps } from './FormTextInput';
export { FormDateInput, dateToFormDay, formDayToDate } from './FormDateInput';
export type { FormDateInputProps } from './FormDateInput';
export { useWatch } from 'react-hook-form';
export type { Control, FieldPath, UseFormReturn } from 'react-hook-form';
