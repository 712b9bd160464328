import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, conditionState, fieldRecords, photoTraceTags } from '@locasuite/core';
import type { ConditionLeg } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from '../../api';
import { PhotoSection } from './PhotoSection';
import type { PhotoDevice } from '@locasuite/ui/field';

// The section on the server's own handlers (in-page server, memory file store, seed at
// STORY_NOW). jsdom decodes no image: the test device hands the file back as a data URL, as a
// browser would after fitting it inside 720×720, and stands at a fixed position.
let server: InPageServer;
let items: { contract: string; matricule: string; state: string }[];
beforeAll(async () => {
  server = await openInPageServer();
  const lines = fieldRecords(await server.client('planif').call(calls.etatdl.get_materials, {}));
  items = lines.map((l) => ({
    contract: String(l.CLD_NUM_CONTRAT),
    matricule: String(l.CLD_MATRICULE),
    state: conditionState(l),
  }));
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };
const TAKEN = STORY_NOW - 60_000;
/** A 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const png = (name: string) =>
  new File([Buffer.from(PNG_BASE64, 'base64')], name, { type: 'image/png', lastModified: TAKEN });

const device: PhotoDevice = {
  resize: async (file) =>
    `data:image/png;base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`,
  locate: async () => ({ latitude: 45.764043, longitude: 4.835659 }),
  now: () => STORY_NOW,
};

/** The n-th seeded item in a state, each test its own so none sees another's photos. */
let used = 0;
function nextItem(state: 'departure' | 'return') {
  const item = items.filter((i) => i.state === state)[used++];
  if (!item) throw new Error(`no seeded item in state ${state}`);
  return item;
}

function renderSection(
  item: { contract: string; matricule: string },
  leg: ConditionLeg,
  {
    api = server.client('planif'),
    max = 8,
    readOnly = false,
    onCountChange = vi.fn(),
  }: {
    api?: EtatdlApi;
    max?: number;
    readOnly?: boolean;
    onCountChange?: (n: number) => void;
  } = {},
) {
  return render(
    <LocaSuiteProvider>
      <PhotoSection
        api={api}
        contract={item.contract}
        matricule={item.matricule}
        leg={leg}
        readOnly={readOnly}
        options={{ nbrMinPhoto: null, nbrMaxPhoto: max }}
        onCountChange={onCountChange}
        device={device}
      />
    </LocaSuiteProvider>,
  );
}

const stored = async (item: { contract: string; matricule: string }, leg: ConditionLeg) =>
  (
    await server.client('planif').call(calls.etatdl.get_photos, {
      contrat: item.contract,
      matricule: item.matricule,
      type: leg,
    })
  ).photos;

const pick = (leg: ConditionLeg, files: File[]) =>
  fireEvent.change(screen.getByTestId(`photos-${leg}-files`), { target: { files } });

describe('PhotoSection on the server’s handlers (spec 3 §2.2 section 7, §5.3)', () => {
  it('says `Aucune photo enregistrée`, then adds a photo with its time and position', async () => {
    const item = nextItem('departure');
    const onCountChange = vi.fn();
    renderSection(item, 'DEPART', { onCountChange });
    expect(await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER)).toBeVisible();
    // The count is told from an effect, after the list is drawn.
    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith(0));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled(),
    );
    pick('DEPART', [png('chantier.png')]);
    expect(
      await screen.findByRole('button', { name: 'Voir la photo 1' }, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.getByText('Photo enregistrée.')).toBeVisible();
    expect(screen.getByText('Prise le 17/03/2025 08:59')).toBeVisible();
    expect(screen.getByText('Position GPS : 45.76404, 4.83566')).toBeVisible();
    expect(screen.queryByText('Aucune photo enregistrée')).toBeNull();
    await waitFor(() => expect(onCountChange).toHaveBeenLastCalledWith(1));
    const [photo] = await stored(item, 'DEPART');
    expect(photo?.tags).toEqual(
      photoTraceTags({ takenAt: TAKEN, latitude: 45.764043, longitude: 4.835659 }),
    );
  });

  it('refuses a file that is not a PNG or a JPEG by its content, whatever its name', async () => {
    const item = nextItem('departure');
    renderSection(item, 'DEPART');
    await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled(),
    );
    pick('DEPART', [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'photo.png')]);
    expect(
      await screen.findByText(
        'Le fichier « photo.png » n’est ni une image PNG ni une image JPEG : il n’a pas été ajouté.',
      ),
    ).toBeVisible();
    expect(await stored(item, 'DEPART')).toEqual([]);
  });

  it('truncates the list past the maximum with the §5.3 message', async () => {
    const item = nextItem('departure');
    renderSection(item, 'DEPART', { max: 2 });
    await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled(),
    );
    pick('DEPART', [png('a.png'), png('b.png'), png('c.png')]);
    expect(await screen.findByText('Nombre maximum de photos sélectionnées 2')).toBeVisible();
    expect(
      await screen.findByRole('button', { name: 'Voir la photo 2' }, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Voir la photo 3' })).toBeNull();
    expect(screen.getByText('2 / 2 photos')).toBeVisible();
    expect(await stored(item, 'DEPART')).toHaveLength(2);
  });

  it('shows a photo in the viewer and deletes it after confirmation', async () => {
    const item = nextItem('departure');
    renderSection(item, 'DEPART');
    await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled(),
    );
    pick('DEPART', [png('a.png')]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Voir la photo 1' }, FIRST_ANSWER),
    );
    const viewer = await screen.findByRole('dialog', { name: 'Photos du départ' });
    expect(within(viewer).getByText('Photo 1 sur 1')).toBeVisible();
    expect(within(viewer).getByRole('link', { name: 'Télécharger' })).toHaveAttribute(
      'download',
      `${item.contract}_${item.matricule.replace(/\//g, '@')}_DEPART_001.png`,
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Supprimer la photo' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER)).toBeVisible();
    expect(await stored(item, 'DEPART')).toEqual([]);
  });

  it('offers the departure photos on a return without photos, and copies them with their tags', async () => {
    const item = nextItem('return');
    const api = server.client('planif');
    const { paths } = await api.call(calls.etatdl.set_photos, {
      contrat: item.contract,
      matricule: item.matricule,
      type: 'DEPART',
      fileList: [PNG_BASE64],
    });
    const tags = photoTraceTags({ takenAt: TAKEN });
    await api.call(calls.etatdl.set_tags, { path: paths[0]!, tags });
    renderSection(item, 'RETOUR');
    const question = await screen.findByText(
      'Aucune photo de retour. Reprendre la photo du départ ?',
      {},
      FIRST_ANSWER,
    );
    await userEvent.click(
      within(question.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Oui',
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Voir la photo 1' }, FIRST_ANSWER),
    ).toBeVisible();
    expect(screen.getByText('Photo du départ reprise au retour.')).toBeVisible();
    const [copy] = await stored(item, 'RETOUR');
    expect(copy?.tags).toEqual(tags);
  });

  it('does not offer them when read-only, and offers no add or delete', async () => {
    const item = nextItem('return');
    await server.client('planif').call(calls.etatdl.set_photos, {
      contrat: item.contract,
      matricule: item.matricule,
      type: 'DEPART',
      fileList: [PNG_BASE64],
    });
    renderSection(item, 'RETOUR', { readOnly: true });
    expect(await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER)).toBeVisible();
    expect(screen.queryByText(/Reprendre/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter des photos' })).toBeNull();
  });

  it('keeps the photos shown when a reload fails, with the unreachable message and Réessayer', async () => {
    const item = nextItem('departure');
    let failing = false;
    const api = server.client('planif', (def) =>
      failing && def.name === 'get_photos' ? 'unreachable' : undefined,
    );
    renderSection(item, 'DEPART', { api });
    await screen.findByText('Aucune photo enregistrée', {}, FIRST_ANSWER);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled(),
    );
    pick('DEPART', [png('a.png')]);
    await screen.findByRole('button', { name: 'Voir la photo 1' }, FIRST_ANSWER);
    failing = true;
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ajouter des photos' })).toBeEnabled(),
    );
    pick('DEPART', [png('b.png')]);
    const alert = await screen.findByText(/Le serveur est injoignable/, {}, FIRST_ANSWER);
    expect(alert).toHaveTextContent('Les données affichées n’ont pas été actualisées.');
    expect(screen.getByRole('button', { name: 'Voir la photo 1' })).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await screen.findByRole('button', { name: 'Voir la photo 2' }, FIRST_ANSWER),
    ).toBeVisible();
  });
});
