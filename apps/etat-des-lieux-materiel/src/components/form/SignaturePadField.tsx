import { memo } from 'react';
import { SignaturePad } from '@locasuite/ui/field';
import { formTexts as t } from '../../texts';

/**
 * spec 3 §2.2 section 11: the kit's signature pad with the condition form's words; `onValue`
 * is the form's setter, called with `field` (one function for every field: the pad stays equal).
 */
export const SignaturePadField = memo(function SignaturePadField({
  label,
  value,
  disabled,
  missing,
  onValue,
  field,
}: {
  readonly label: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly missing: boolean;
  readonly onValue: (field: string, value: string) => void;
  readonly field: string;
}) {
  return (
    <SignaturePad
      label={label}
      value={value}
      onChange={(next) => onValue(field, next)}
      texts={t.signatures}
      disabled={disabled}
      missing={missing}
      name={field}
    />
  );
});
