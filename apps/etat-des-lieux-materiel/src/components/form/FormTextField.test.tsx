import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import { useZodForm } from '@locasuite/ui/form';
import { FormTextField } from './FormTextField';

afterEach(cleanup);

const FIELD = 'CLD_DATE_DEPART_VALIDATION';

/** A date field bound to a form value (YYYY-MM-DD, spec 3 §9), as the form holds it. */
function DateField({ initial, onValue }: { initial: string; onValue: (v: string) => void }) {
  const form = useZodForm<Record<string, string>>({ defaultValues: { [FIELD]: initial } });
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === FIELD) onValue(values[FIELD] ?? '');
    });
    return () => subscription.unsubscribe();
  }, [form, onValue]);
  return (
    <LocaSuiteProvider>
      <FormTextField
        control={form.control}
        field={FIELD}
        editable
        label="Date de validation du départ"
        type="date"
      />
    </LocaSuiteProvider>
  );
}

describe('FormTextField type="date": DD/MM/YYYY whatever the browser’s language', () => {
  it('shows the form’s day as DD/MM/YYYY in a text field, not the browser’s date input', () => {
    render(<DateField initial="2026-11-23" onValue={vi.fn()} />);
    const input = screen.getByLabelText('Date de validation du départ');
    expect(input).toHaveValue('23/11/2026');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
  });

  it('keeps the form’s YYYY-MM-DD: a typed French day is saved as such', async () => {
    const onValue = vi.fn();
    render(<DateField initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Date de validation du départ');
    await userEvent.type(input, '05/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-05');
    await userEvent.tab();
    expect(input).toHaveValue('05/12/2026');
  });

  it('takes a pasted or filled 2026-11-23 too, and shows it the French way once left', () => {
    const onValue = vi.fn();
    render(<DateField initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Date de validation du départ');
    fireEvent.change(input, { target: { value: '2026-11-23' } });
    expect(onValue).toHaveBeenLastCalledWith('2026-11-23');
    fireEvent.blur(input);
    expect(input).toHaveValue('23/11/2026');
  });

  it('an unfinished day empties the value and says how to write it once left', async () => {
    const onValue = vi.fn();
    render(<DateField initial="2026-11-23" onValue={onValue} />);
    const input = screen.getByLabelText('Date de validation du départ');
    await userEvent.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '31/02/2026');
    await userEvent.tab();
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('31/02/2026');
    expect(screen.getByText('Date attendue au format JJ/MM/AAAA.')).toBeInTheDocument();
  });
});
