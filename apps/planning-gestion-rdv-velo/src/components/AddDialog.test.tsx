import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { NewSlots } from '../api';
import { AddDialog } from './AddDialog';

afterEach(cleanup);

// A Wednesday (spec 2 §5.2: the recurrence keeps the start day's weekday).
const DAY = Date.UTC(2026, 11, 30);

function mount(
  onAdd: (slots: NewSlots) => Promise<void> = vi.fn(async () => undefined),
  now = Date.UTC(2026, 11, 1),
) {
  render(
    <LocaSuiteProvider>
      <AddDialog
        day={DAY}
        agency="AG1"
        range={{ start: '08:00', end: '09:00' }}
        agencies={[
          { id: 'AG1', name: 'Lyon', city: 'Lyon', label: 'Lyon', color: '', address: '' },
        ]}
        types={[
          { KEY: 'TYPE_ID1', LABEL_TECH: 'Retrait location' },
          { KEY: 'TYPE_ID2', LABEL_TECH: 'Retour location' },
        ]}
        fullScreen={false}
        onClose={vi.fn()}
        onAdd={onAdd}
        clock={() => now}
      />
    </LocaSuiteProvider>,
  );
  return screen.getByRole('dialog', { name: 'Créer une disponibilité' });
}

const ajouter = (dialog: HTMLElement) => within(dialog).queryByRole('button', { name: 'Ajouter' });

describe('AddDialog (spec 2 §2.2, §5.2)', () => {
  it('no time range nor Ajouter before a type; a reversed range is red and hides Ajouter; one range always remains', () => {
    const dialog = mount();
    // "At least one appointment type must be selected before the time ranges appear."
    expect(within(dialog).queryByLabelText('Début')).toBeNull();
    expect(ajouter(dialog)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Retrait location'));
    const range = within(dialog).getByRole('group', { name: 'Plage horaire 1' });
    // The default range (the clicked time, or now and now plus one hour) is valid.
    expect(range).toHaveAttribute('data-state', 'valid');
    expect(ajouter(dialog)).toBeInTheDocument();

    fireEvent.change(within(range).getByLabelText('Fin'), { target: { value: '07:00' } });
    expect(range).toHaveAttribute('data-state', 'reversed');
    expect(range).toHaveTextContent('L’heure de fin doit suivre l’heure de début');
    expect(ajouter(dialog)).toBeNull();
    fireEvent.change(within(range).getByLabelText('Fin'), { target: { value: '' } });
    expect(range).toHaveAttribute('data-state', 'missing');
    expect(ajouter(dialog)).toBeNull();
    fireEvent.change(within(range).getByLabelText('Fin'), { target: { value: '08:40' } });
    expect(range).toHaveAttribute('data-state', 'valid');
    expect(ajouter(dialog)).toBeInTheDocument();

    // "at least one always remains": the only range cannot go; a second one can.
    expect(
      within(dialog).getByRole('button', { name: 'Retirer la plage horaire 1' }),
    ).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter une plage horaire' }));
    const second = within(dialog).getByRole('group', { name: 'Plage horaire 2' });
    expect(second).toHaveAttribute('data-state', 'missing');
    // "The Ajouter button shows only when … every range is valid."
    expect(ajouter(dialog)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer la plage horaire 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Plage horaire 2' })).toBeNull();
    expect(ajouter(dialog)).toBeInTheDocument();
  });

  it('weekly: only the start day’s weekday is offered; Ajouter sends the types and the padded ranges', async () => {
    const onAdd = vi.fn(async () => undefined);
    const dialog = mount(onAdd);
    fireEvent.click(within(dialog).getByLabelText('Retour location'));
    fireEvent.click(within(dialog).getByLabelText('Récurrence hebdomadaire'));
    expect(within(dialog).getByText('Jour de la semaine')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mercredi')).toBeChecked();
    expect(within(dialog).getByLabelText('Mercredi')).toBeEnabled();
    for (const other of ['Lundi', 'Mardi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']) {
      expect(within(dialog).getByLabelText(other)).toBeDisabled();
    }
    // A recurrence needs its end date.
    expect(ajouter(dialog)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Récurrence hebdomadaire'));

    const range = within(dialog).getByRole('group', { name: 'Plage horaire 1' });
    fireEvent.change(within(range).getByLabelText('Début'), { target: { value: '8:5' } });
    fireEvent.change(within(range).getByLabelText('Fin'), { target: { value: '9:00' } });
    await act(async () => {
      fireEvent.click(ajouter(dialog)!);
    });
    expect(onAdd).toHaveBeenCalledWith({
      agency: 'AG1',
      city: 'Lyon',
      day: DAY,
      types: ['TYPE_ID2'],
      ranges: [{ start: '08:05', end: '09:00' }],
      weekly: null,
    });
  });

  it('Ajouter shows as soon as a valid recurrence end date is typed, before leaving the field (field-tools issue item 7)', async () => {
    const dialog = mount();
    fireEvent.click(within(dialog).getByLabelText('Retrait location'));
    fireEvent.click(within(dialog).getByLabelText('Récurrence hebdomadaire'));
    expect(ajouter(dialog)).toBeNull();
    const user = userEvent.setup();
    const end = within(dialog).getByRole('group', { name: 'Date de fin' });
    await user.click(within(end).getAllByRole('spinbutton')[0]!);
    // Wednesday 13 January 2027, two weeks after the slot's Wednesday; the focus stays in the field.
    await user.keyboard('13012027');
    expect(end.contains(document.activeElement)).toBe(true);
    expect(ajouter(dialog)).toBeInTheDocument();
    expect(within(dialog).getByText('Sur 2 semaines')).toBeInTheDocument();
  });

  it('the time-range message sits under the field that is red (field-tools issue item 7)', () => {
    const dialog = mount();
    fireEvent.click(within(dialog).getByLabelText('Retrait location'));
    const range = within(dialog).getByRole('group', { name: 'Plage horaire 1' });
    const start = within(range).getByLabelText('Début');
    const end = within(range).getByLabelText('Fin');

    fireEvent.change(start, { target: { value: '' } });
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('Heure de début et heure de fin requises');
    expect(end).toHaveAttribute('aria-invalid', 'false');
    expect(end).toHaveAccessibleDescription('');

    fireEvent.change(start, { target: { value: '10:00' } });
    fireEvent.change(end, { target: { value: '09:00' } });
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('L’heure de fin doit suivre l’heure de début');
    expect(start).toHaveAttribute('aria-invalid', 'false');
    expect(start).toHaveAccessibleDescription('');
  });

  it('a slot in the past is created only once the person says Oui to a clear question (field-tools issue item 7)', async () => {
    const onAdd = vi.fn(async () => undefined);
    // 30 December 2026 at 10:00: the default range 08:00–09:00 of that day is past.
    const dialog = mount(onAdd, DAY + 10 * 3_600_000);
    fireEvent.click(within(dialog).getByLabelText('Retrait location'));
    fireEvent.click(ajouter(dialog)!);
    const question = await screen.findByRole('dialog', { name: 'Disponibilité dans le passé' });
    expect(question).toHaveAccessibleDescription(
      'Le 30/12/2026 à 08:00 est déjà passé. Voulez-vous quand même créer cette disponibilité ?',
    );
    expect(onAdd).not.toHaveBeenCalled();
    // Non: back to the dialog, everything typed kept.
    fireEvent.click(within(question).getByRole('button', { name: 'Non' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Retrait location')).toBeChecked();
    await waitFor(() => expect(ajouter(dialog)).toBeInTheDocument());
    fireEvent.click(ajouter(dialog)!);
    const again = await screen.findByRole('dialog', { name: 'Disponibilité dans le passé' });
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Oui' }));
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('a slot still to come is created without a question', async () => {
    const onAdd = vi.fn(async () => undefined);
    const dialog = mount(onAdd, DAY + 7 * 3_600_000);
    fireEvent.click(within(dialog).getByLabelText('Retrait location'));
    await act(async () => {
      fireEvent.click(ajouter(dialog)!);
    });
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Disponibilité dans le passé' })).toBeNull();
  });
});
