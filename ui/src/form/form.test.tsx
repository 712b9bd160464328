import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MenuItem from '@mui/material/MenuItem';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAV_MESSAGES, SAV_REPORT_EMPTY_VALUES, savReportFormSchema } from '@locasuite/core';
import type { SavReportValues } from '@locasuite/core';
import { LocaSuiteProvider } from '../LocaSuiteProvider';
import type { Control, UseFormReturn } from 'react-hook-form';
import { FormDateInput, dateToFormDay, formDayToDate } from './FormDateInput';
import { FormTextInput } from './FormTextInput';
import { showCheckErrors } from './showCheckErrors';
import { useFormField } from './useFormField';
import { useZodForm } from './useZodForm';

afterEach(cleanup);

const EMPTY: SavReportValues = { ...SAV_REPORT_EMPTY_VALUES, 'DATE RAPPORT': '2026-11-28' };

const TYPES = [
  <MenuItem key="r" value="Réparation">
    Réparation
  </MenuItem>,
  <MenuItem key="e" value="Entretien">
    Entretien
  </MenuItem>,
];

/** The after-sales report's draft form, as a tool would write it with the kit. */
function DraftForm({ onSave }: { onSave: (values: SavReportValues) => void }) {
  const form = useZodForm<SavReportValues>({
    defaultValues: EMPTY,
    schema: savReportFormSchema('draft'),
  });
  return (
    <LocaSuiteProvider>
      <form onSubmit={(event) => void form.handleSubmit(onSave)(event)}>
        <FormTextInput control={form.control} name="ID_client" label="Client" />
        <FormTextInput
          control={form.control}
          name="Horametre"
          label="Horamètre"
          inputMode="numeric"
        />
        <FormTextInput
          control={form.control}
          name="type_travaux"
          label="Type de travaux"
          options={TYPES}
        />
        <FormDateInput control={form.control} name="DATE RAPPORT" label="Date du rapport" />
        <button type="submit">Enregistrer</button>
      </form>
    </LocaSuiteProvider>
  );
}

describe('useZodForm + FormTextInput', () => {
  it('shows core’s French message under the field at submit, and saves nothing', async () => {
    const onSave = vi.fn();
    render(<DraftForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(SAV_MESSAGES.clientRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Client')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks again as the person corrects, then saves the values', async () => {
    const onSave = vi.fn();
    render(<DraftForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Horamètre'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Nombre attendu (chiffres seulement).')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Horamètre'), '{Backspace}');
    expect(screen.queryByText('Nombre attendu (chiffres seulement).')).toBeNull();
    await userEvent.type(screen.getByLabelText('Client'), '12');
    expect(screen.queryByText(SAV_MESSAGES.clientRequired)).toBeNull();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Entretien' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      ID_client: '12',
      Horametre: '12',
      type_travaux: 'Entretien',
      'DATE RAPPORT': '2026-11-28',
    });
  });

  it('a normalised field applies the normalised text when left', async () => {
    function Hour() {
      const form = useZodForm({ defaultValues: { hour: '' } });
      return (
        <FormTextInput
          control={form.control}
          name="hour"
          label="Heure"
          normalize={(typed) => typed.replace(/^(\d)H(\d\d)$/i, '0$1:$2')}
        />
      );
    }
    render(<Hour />);
    await userEvent.type(screen.getByLabelText('Heure'), '8H30');
    await userEvent.tab();
    expect(screen.getByLabelText('Heure')).toHaveValue('08:30');
  });
});

/** A field drawn by hand that counts its drawings. */
function Counted({
  control,
  name,
  renders,
}: {
  control: Control<{ a: string; b: string }>;
  name: 'a' | 'b';
  renders: Record<string, number>;
}) {
  const field = useFormField(control, name);
  const count = useRef(0);
  count.current += 1;
  renders[name] = count.current;
  return (
    <input
      aria-label={name}
      value={field.value}
      data-missing={field.invalid || undefined}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}

describe('useFormField', () => {
  it('typing in one field draws that field only', async () => {
    const renders: Record<string, number> = {};
    function Host() {
      const form = useZodForm({ defaultValues: { a: '', b: '' } });
      return (
        <>
          <Counted control={form.control} name="a" renders={renders} />
          <Counted control={form.control} name="b" renders={renders} />
        </>
      );
    }
    render(<Host />);
    const before = renders.b;
    await userEvent.type(screen.getByLabelText('a'), 'abc');
    expect(screen.getByLabelText('a')).toHaveValue('abc');
    expect(renders.b).toBe(before);
  });
});

describe('showCheckErrors', () => {
  it('marks the fields of a core check; a changed field loses its mark, the others keep it', async () => {
    let form: UseFormReturn<{ a: string; b: string }> | undefined;
    const renders: Record<string, number> = {};
    function Host() {
      form = useZodForm({ defaultValues: { a: '', b: '' } });
      return (
        <>
          <Counted control={form.control} name="a" renders={renders} />
          <Counted control={form.control} name="b" renders={renders} />
        </>
      );
    }
    render(<Host />);
    act(() => showCheckErrors(form!, ['a', 'b']));
    expect(screen.getByLabelText('a')).toHaveAttribute('data-missing', 'true');
    expect(screen.getByLabelText('b')).toHaveAttribute('data-missing', 'true');
    await userEvent.type(screen.getByLabelText('a'), 'x');
    expect(screen.getByLabelText('a')).not.toHaveAttribute('data-missing');
    expect(screen.getByLabelText('b')).toHaveAttribute('data-missing', 'true');
    act(() => showCheckErrors(form!, []));
    expect(screen.getByLabelText('b')).not.toHaveAttribute('data-missing');
  });
});

describe('FormDateInput', () => {
  it('keeps YYYY-MM-DD in the form and shows DD/MM/YYYY', () => {
    const { container } = render(<DraftForm onSave={vi.fn()} />);
    const inputs = [...container.querySelectorAll<HTMLInputElement>('input')];
    expect(inputs.some((i) => i.value === '28/11/2026')).toBe(true);
  });

  it('reads and writes the form’s day at 00:00 UTC; anything else is no day', () => {
    expect(formDayToDate('2026-11-28')?.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(formDayToDate('2026-02-31')).toBeNull();
    expect(formDayToDate('')).toBeNull();
    expect(dateToFormDay(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(dateToFormDay(new Date(Number.NaN))).toBe('');
    expect(dateToFormDay(null)).toBe('');
  });
});
