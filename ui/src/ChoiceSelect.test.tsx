import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceSelect } from './ChoiceSelect';

afterEach(cleanup);

describe('ChoiceSelect', () => {
  it('shows the choices as formatted and gives back the one picked, as its own type', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceSelect
        id="days"
        label="Jours affichés"
        value={7}
        choices={[1, 3, 7]}
        format={(n) => `${n} J`}
        onChange={onChange}
        helperText="La période affichée"
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Jours affichés' })).toHaveTextContent('7 J');
    expect(screen.getByText('La période affichée')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Jours affichés' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '3 J' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
