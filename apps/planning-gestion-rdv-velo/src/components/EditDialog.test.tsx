import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { Slot } from '../api';
import { EditDialog } from './EditDialog';

afterEach(cleanup);

const STALE = "Cette disponibilité vient d'être modifiée par quelqu'un d'autre : rechargez-la.";
const DAY = Date.UTC(2026, 11, 30);

const slot = (version: number, changes: Partial<Slot> = {}): Slot => ({
  key: 'DISPO-7',
  version,
  agency: 'AG1',
  city: 'Lyon',
  day: DAY,
  start: '08:00',
  end: '08:40',
  types: ['RETRAIT'],
  booked: true,
  status: 0,
  lastName: 'MARTIN',
  firstName: 'Léa',
  clientCode: 'C0042',
  mail: 'lea.martin@example.fr',
  phone: '',
  weekly: false,
  seriesId: '',
  comments: [],
  reservation: '',
  bikeType: '',
  contract: '',
  matricule: '',
  ...changes,
});

interface Sent {
  readonly newData: Record<string, unknown>;
  readonly version: number | undefined;
}

/**
 * The dialog as the page holds it: `shown` is the slot as the calendar has it (live updates
 * included), `server` what a read answers, and a save on another version than the server's is
 * refused 409 as `edit_dispo` does.
 */
function mount(admin: boolean, server: { current: Slot }, sent: Sent[]) {
  let setShown: (s: Slot) => void = () => {};
  function Page() {
    const [shown, set] = useState(server.current);
    setShown = set;
    return (
      <EditDialog
        slot={shown}
        admin={admin}
        agencies={[
          { id: 'AG1', name: 'Lyon', city: 'Lyon', label: 'Lyon', color: '', address: '' },
          {
            id: 'AG2',
            name: 'Villeurbanne',
            city: 'Villeurbanne',
            label: '',
            color: '',
            address: '',
          },
        ]}
        types={[{ KEY: 'RETRAIT', LABEL_TECH: 'Retrait location' }]}
        fullScreen={false}
        onClose={() => {}}
        onSave={async (newData, base) => {
          sent.push({ newData, version: base.version });
          if (base.version !== server.current.version) {
            throw new ApiError('http', STALE, { status: 409, code: 409 });
          }
        }}
        onStale={async () => {
          set(server.current);
          return server.current;
        }}
      />
    );
  }
  render(
    <LocaSuiteProvider>
      <Page />
    </LocaSuiteProvider>,
  );
  return { live: (s: Slot) => act(() => setShown(s)) };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
  });
}

describe('EditDialog: a slot changed by someone else while it is open', () => {
  it('saves on the version it was filled from: a newer one shown live meanwhile answers 409', async () => {
    const server = { current: slot(1) };
    const sent: Sent[] = [];
    const page = mount(false, server, sent);
    await choose('Statut du RDV', '✅');
    // Someone else marks the slot ❌; the calendar reads it live, the form does not follow.
    server.current = slot(2, { status: 3 });
    page.live(server.current);
    await save();
    expect(sent).toEqual([{ newData: { RDV_VALIDE: 1 }, version: 1 }]);
    expect(screen.getByRole('alert')).toHaveTextContent(STALE);
  });

  it('after the 409 keeps what the person changed, takes the rest from the new version, and saves on it', async () => {
    const server = { current: slot(1) };
    const sent: Sent[] = [];
    mount(true, server, sent);
    await choose('Statut du RDV', '✅');
    fireEvent.change(screen.getByLabelText('Nouveau commentaire'), {
      target: { value: 'Client prévenu par téléphone' },
    });
    fireEvent.change(screen.getByLabelText('Fin'), { target: { value: '09:00' } });
    // Meanwhile: another agency, a later start, and ⚠️ (a status this person changed too).
    server.current = slot(2, { agency: 'AG2', start: '08:10', status: 2 });
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(STALE);
    // What the person typed stays; what they left follows the new version.
    expect(screen.getByLabelText('Nouveau commentaire')).toHaveValue(
      'Client prévenu par téléphone',
    );
    expect(screen.getByLabelText('Fin')).toHaveValue('09:00');
    expect(screen.getByLabelText('Début')).toHaveValue('08:10');
    expect(screen.getByRole('combobox', { name: 'Agence' })).toHaveTextContent('Villeurbanne');
    expect(screen.getByRole('combobox', { name: 'Statut du RDV' })).toHaveTextContent('✅');
    await save();
    expect(sent.at(-1)).toEqual({
      newData: { FIN: '09:00', RDV_VALIDE: 1, COMMENTAIRE: 'Client prévenu par téléphone' },
      version: 2,
    });
    expect(sent).toHaveLength(2);
  });
});
