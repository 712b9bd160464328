import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrenchDateField } from './FrenchDateField';
import { LocaSuiteProvider } from './LocaSuiteProvider';

afterEach(cleanup);

function Harness({
  initial,
  onChange,
  applyWhenComplete,
}: {
  initial: Date | null;
  onChange: (d: Date | null) => void;
  applyWhenComplete?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <LocaSuiteProvider>
      <FrenchDateField
        label="Date de début"
        value={value}
        applyWhenComplete={applyWhenComplete}
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

  it('applies a typed day only once the person leaves the field, never a half-typed year', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Harness initial={new Date(Date.UTC(2025, 2, 3))} onChange={onChange} />
        <button type="button">ailleurs</button>
      </>,
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Date de début' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('24082024');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith(new Date('2024-08-24T00:00:00.000Z'));
  });

  it('applyWhenComplete: applies a typed day once its year is whole, while the person is still in the field', async () => {
    const onChange = vi.fn();
    render(<Harness initial={null} onChange={onChange} applyWhenComplete />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Date de début' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('2408202');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('4');
    expect(group.contains(document.activeElement)).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(new Date('2024-08-24T00:00:00.000Z'));
  });

  it('applies a typed day when Tab leaves its text for the calendar button (issue 34 item 12)', async () => {
    const onChange = vi.fn();
    render(<Harness initial={new Date(Date.UTC(2025, 2, 3))} onChange={onChange} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Date de début' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('24082024');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.getByRole('button', { name: /choisir la date/i })).toHaveFocus();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange).toHaveBeenLastCalledWith(new Date('2024-08-24T00:00:00.000Z'));
  });

  it('applies on Enter', async () => {
    const onChange = vi.fn();
    render(<Harness initial={new Date(Date.UTC(2025, 2, 3))} onChange={onChange} />);
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Date de début' });
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('15');
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date('2025-03-15T00:00:00.000Z'));
  });

  it('leaving the field with an impossible year applies an invalid day and keeps the text', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <Harness initial={new Date(Date.UTC(2025, 2, 3))} onChange={onChange} />
        <button type="button">ailleurs</button>
      </>,
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Date de début' });
    await user.click(within(group).getAllByRole('spinbutton')[2]!);
    await user.keyboard('0202');
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const applied = onChange.mock.calls[0]![0] as Date;
    expect(Number.isNaN(applied.getTime())).toBe(true);
    expect(hiddenInput(container).value).toBe('03/03/0202');
  });
});
