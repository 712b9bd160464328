import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrenchDateField } from './FrenchDateField';
import { LocaSuiteProvider } from './LocaSuiteProvider';

afterEach(cleanup);

function Harness({
  initial,
  onChange,
}: {
  initial: Date | null;
  onChange: (d: Date | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LocaSuiteProvider>
      <FrenchDateField
        label="Date de début"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </LocaSuiteProvider>
  );
}

function hiddenInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input');
  if (!input) throw new Error('no input');
  return input;
}

describe('FrenchDateField', () => {
  it('shows the day as dd/MM/yyyy', () => {
    const { container } = render(
      <Harness initial={new Date(Date.UTC(2025, 2, 3))} onChange={() => {}} />,
    );
    expect(hiddenInput(container).value).toBe('03/03/2025');
    expect(screen.getByText('Date de début', { selector: 'label' })).toBeInTheDocument();
  });

  it('opens a French calendar and gives back the picked day at 00:00 UTC', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <Harness initial={new Date(Date.UTC(2025, 2, 3))} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /choisir la date/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('mars 2025')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('gridcell', { name: '15' }));
    expect(onChange).toHaveBeenLastCalledWith(new Date('2025-03-15T00:00:00.000Z'));
    expect(hiddenInput(container).value).toBe('15/03/2025');
  });
});
