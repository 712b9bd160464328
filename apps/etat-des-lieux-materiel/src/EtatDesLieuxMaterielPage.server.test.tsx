import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CONDITION_STATE_FILTER,
  calls,
  conditionState,
  fieldRecords,
  filterConditionRecords,
  isBikeFamily,
  sortConditionRecords,
} from '@locasuite/core';
import type { CallDef, ConditionListRecord } from '@locasuite/core';
import { LocaSuiteProvider, words } from '@locasuite/ui';
import { openInPageServer, signedInUser, STORY_NOW } from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import type { EtatdlApi } from './api';
import type { QrReaderStart } from './components/dashboard/QrScannerDialog';
import { EtatDesLieuxMaterielPage } from './EtatDesLieuxMaterielPage';

// The dashboard on the server's own handlers and the seed at STORY_NOW, through the real client.
// jsdom matches no media query: the desktop table.
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const FIRST_ANSWER = { timeout: 20_000 };

async function renderPage(
  login: string,
  options: {
    api?: EtatdlApi;
    route?: string;
    qrReader?: QrReaderStart;
    refreshUser?: () => Promise<void>;
  } = {},
) {
  const user = await signedInUser(server, login);
  const session = {
    user,
    onRefused: vi.fn(),
    refreshUser: options.refreshUser ?? (async () => undefined),
  };
  render(
    <LocaSuiteProvider>
      <EtatDesLieuxMaterielPage
        api={options.api ?? server.client(login)}
        session={session}
        route={options.route ?? 'etat-des-lieux-materiel'}
        now={STORY_NOW}
        {...(options.qrReader ? { qrReader: options.qrReader } : {})}
      />
    </LocaSuiteProvider>,
  );
  await screen.findByText(/^1–\d+ sur \d+$|Aucun contrat trouvé/, {}, FIRST_ANSWER);
  return session;
}

async function materials(): Promise<ConditionListRecord[]> {
  return fieldRecords(await server.client('admin').call(calls.etatdl.get_materials, {}));
}

const text = (value: unknown) => String(value ?? '').trim();
const listedRows = () => screen.getAllByRole('row', { name: /^Ouvrir / });
const rowName = (r: ConditionListRecord) =>
  `Ouvrir ${text(r.CLD_NUM_CONTRAT)} ${text(r.CLD_MATRICULE)}`;

describe('EtatDesLieuxMaterielPage dashboard on the server’s handlers', () => {
  it('lists the records with the default states (Départ, Reprise, Terminé), 50 a page', async () => {
    const all = await materials();
    const expected = sortConditionRecords(
      filterConditionRecords(all, { states: DEFAULT_CONDITION_STATE_FILTER }),
      1,
    );
    await renderPage('tech');
    expect(screen.getByText(`1–50 sur ${expected.length}`)).toBeInTheDocument();
    const rows = listedRows();
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveAccessibleName(rowName(expected[0] ?? {}));
    expect(screen.getByRole('combobox', { name: 'États' })).toHaveTextContent(
      'Départ, Reprise, Terminé',
    );
    // Each row's state, as core derives it (spec 3 §4.1).
    const labels = { departure: 'Départ', return: 'Reprise', finished: 'Terminé' } as const;
    for (const [i, row] of rows.slice(0, 10).entries()) {
      const state = conditionState(expected[i] ?? {}) as keyof typeof labels;
      expect(within(row).getByText(labels[state])).toBeInTheDocument();
    }
    // The server's headers (get_headers_table).
    for (const header of ['Contrat', 'Matricule', 'Client', 'Technicien', 'État']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: /page suivante/ }));
    expect(listedRows()[0]).toHaveAccessibleName(rowName(expected[50] ?? {}));
  });

  it('searches, filters by state and sorts by either date (modes 2, 3 and 4)', async () => {
    const all = await materials();
    const finished = all.find((r) => conditionState(r) === 'finished');
    await renderPage('tech');
    // A contract: each of its lines, with its own state.
    const contract = text(finished?.CLD_NUM_CONTRAT);
    const lines = filterConditionRecords(all, { states: DEFAULT_CONDITION_STATE_FILTER }).filter(
      (r) => text(r.CLD_NUM_CONTRAT) === contract,
    );
    const labels = { departure: 'Départ', return: 'Reprise', finished: 'Terminé' } as const;
    await userEvent.click(screen.getByRole('searchbox', { name: 'Recherche' }));
    await userEvent.paste(contract);
    await waitFor(() => expect(listedRows()).toHaveLength(lines.length));
    for (const line of lines) {
      const state = conditionState(line) as keyof typeof labels;
      expect(
        within(screen.getByRole('row', { name: rowName(line) })).getByText(labels[state]),
      ).toBeInTheDocument();
    }
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Recherche' }));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Recherche' }),
      text(finished?.CLD_MATRICULE),
    );
    expect(listedRows().map((r) => r.getAttribute('aria-label'))).toContain(
      rowName(finished ?? {}),
    );
    for (const row of listedRows()) {
      expect(row.getAttribute('aria-label')).toContain(text(finished?.CLD_MATRICULE));
    }
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Recherche' }));

    // Only « Terminé »: untick Départ and Reprise.
    await userEvent.click(screen.getByRole('combobox', { name: 'États' }));
    const menu = await screen.findByRole('listbox');
    await userEvent.click(within(menu).getByRole('option', { name: 'Départ' }));
    await userEvent.click(within(menu).getByRole('option', { name: 'Reprise' }));
    await userEvent.keyboard('{Escape}');
    const onlyFinished = filterConditionRecords(all, { states: ['finished'] });
    expect(screen.getByText(`1–50 sur ${onlyFinished.length}`)).toBeInTheDocument();
    for (const row of listedRows()) expect(within(row).getByText('Terminé')).toBeInTheDocument();

    // The first click on the active column (departure date, mode 1) flips it: mode 2.
    await userEvent.click(screen.getByRole('button', { name: 'Trier par Date de départ' }));
    expect(listedRows()[0]).toHaveAccessibleName(
      rowName(sortConditionRecords(onlyFinished, 2)[0] ?? {}),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trier par Date de retour' }));
    expect(listedRows()[0]).toHaveAccessibleName(
      rowName(sortConditionRecords(onlyFinished, 3)[0] ?? {}),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Trier par Date de retour' }));
    expect(listedRows()[0]).toHaveAccessibleName(
      rowName(sortConditionRecords(onlyFinished, 4)[0] ?? {}),
    );
  });

  it('says « Aucun contrat trouvé » after an empty answer, not before', async () => {
    const empty = (def: CallDef): CallOverride | undefined =>
      def.name === 'get_materials'
        ? { status: 200, body: { code: 0, data: { data: [] } } }
        : undefined;
    await renderPage('tech', { api: server.client('tech', empty) });
    expect(screen.getByText('Aucun contrat trouvé')).toBeInTheDocument();
    expect(screen.queryAllByRole('row', { name: /^Ouvrir / })).toHaveLength(0);
  });

  it('options: no agency filter without showCategory, « only today » with showOnlyToday; no technician, no filter', async () => {
    const record = (n: number, departure: string, ret: string) => ({
      fieldData: {
        CLD_NUM_CONTRAT: `C90000${n}`,
        CLD_MATRICULE: `TST-00${n}`,
        CLD_IDEnreg: 9000 + n,
        CLD_LIEN: 900,
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '0',
        CLD_WAITING: '0',
        CLD_FAMILLE: 'Compactage',
        CLD_DATE_DEPART: departure,
        CLD_DATE_RETOUR: ret,
      },
    });
    const answers = (def: CallDef): CallOverride | undefined => {
      if (def.name === 'get_options') {
        const options = [
          { Key: 'showCategory', Value: '0' },
          { Key: 'showOnlyToday', Value: '1' },
        ];
        const data = { data: options.map((fieldData) => ({ fieldData })) };
        return { status: 200, body: { code: 0, data } };
      }
      if (def.name === 'get_materials') {
        // STORY_NOW is 2025-03-17: one record leaves that day, one comes back, one neither.
        const data = {
          data: [
            record(1, '03/17/2025', '03/20/2025'),
            record(2, '03/10/2025', '03/17/2025'),
            record(3, '03/10/2025', '03/12/2025'),
          ],
        };
        return { status: 200, body: { code: 0, data } };
      }
      return undefined;
    };
    await renderPage('tech', { api: server.client('tech', answers) });
    expect(screen.getByText('1–3 sur 3')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Agence' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Technicien' })).toBeNull();
    await userEvent.click(
      screen.getByRole('switch', { name: 'Afficher uniquement les interventions du jour' }),
    );
    expect(listedRows().map((r) => r.getAttribute('aria-label'))).toEqual([
      'Ouvrir C900001 TST-001',
      'Ouvrir C900002 TST-002',
    ]);
  });

  it('keeps the rows with the unreachable message and Réessayer when a reload fails', async () => {
    let down = false;
    const api = server.client('tech', (def) =>
      down && def.name === 'get_materials' ? 'unreachable' : undefined,
    );
    await renderPage('tech', { api });
    const before = listedRows().length;
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'Actualiser' }));
    expect(await screen.findByText(words.unreachable, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(words.notRefreshed, { exact: false })).toBeInTheDocument();
    expect(listedRows()).toHaveLength(before);
    expect(screen.queryByText('Aucun contrat trouvé')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: words.retry }));
    await waitFor(() => expect(screen.queryByText(words.notRefreshed)).toBeNull());
  });

  it('/etat-des-lieux-velo lists bike families only (DECISIONS.md)', async () => {
    const bikes = filterConditionRecords(
      (await materials()).filter((r) => isBikeFamily(r.CLD_FAMILLE)),
      { states: DEFAULT_CONDITION_STATE_FILTER },
    );
    await renderPage('admin', { route: 'etat-des-lieux-velo' });
    expect(
      screen.getByText(`1–${Math.min(50, bikes.length)} sur ${bikes.length}`),
    ).toBeInTheDocument();
    const names = new Set(bikes.map(rowName));
    for (const row of listedRows())
      expect(names.has(row.getAttribute('aria-label') ?? '')).toBe(true);
  });

  it('opens the item of ?contrat=&matricule= and pre-fills ?search=', async () => {
    window.history.replaceState(
      null,
      '',
      '/etat-des-lieux-materiel?contrat=C9&matricule=M%2F1&search=nacelle',
    );
    await renderPage('tech');
    const form = screen.getByRole('dialog', { name: 'C9 / M/1' });
    await userEvent.click(within(form).getByRole('button', { name: words.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Recherche' })).toHaveValue('nacelle');
    expect(window.location.search).toBe('?search=nacelle');
  });

  it('a row opens its item’s form and puts it in the address', async () => {
    const item = (await materials()).find((r) => conditionState(r) === 'return');
    await renderPage('tech');
    await userEvent.click(screen.getByRole('searchbox', { name: 'Recherche' }));
    await userEvent.paste(text(item?.CLD_MATRICULE));
    await userEvent.click(await screen.findByRole('row', { name: rowName(item ?? {}) }));
    expect(
      screen.getByRole('dialog', {
        name: `${text(item?.CLD_NUM_CONTRAT)} / ${text(item?.CLD_MATRICULE)}`,
      }),
    ).toBeInTheDocument();
    const query = new URLSearchParams(window.location.search);
    expect(query.get('contrat')).toBe(text(item?.CLD_NUM_CONTRAT));
    expect(query.get('matricule')).toBe(text(item?.CLD_MATRICULE));
  });

  it('says what type=disconnection means (spec 3 §6)', async () => {
    window.history.replaceState(null, '', '/etat-des-lieux-materiel?type=disconnection');
    await renderPage('tech');
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(
      'Votre session avait expiré : vous êtes de nouveau connecté(e).',
    );
    await userEvent.click(within(notice).getByRole('button', { name: words.close }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('a scanned code opens its item; a refused camera says so in the §8 text', async () => {
    const scans: QrReaderStart = async (_video, onText) => {
      onText('pas un code');
      onText('C2600001|VAE/0001');
      return { stop: () => undefined };
    };
    await renderPage('tech', { qrReader: scans });
    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    expect(await screen.findByRole('dialog', { name: 'C2600001 / VAE/0001' })).toBeInTheDocument();
    expect(window.location.search).toBe('?contrat=C2600001&matricule=VAE%2F0001');
    cleanup();
    window.history.replaceState(null, '', '/');

    const refused: QrReaderStart = () =>
      Promise.reject(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    await renderPage('tech', { qrReader: refused });
    await userEvent.click(screen.getByRole('button', { name: 'Scanner un QR code' }));
    expect(await screen.findByText('Hey! I need access to your camera')).toBeInTheDocument();
  });

  it('deletes a record after confirmation; a record saved meanwhile answers 409 in French', async () => {
    // Records of this file's own database (a clone per file): two finished ones.
    const finished = (await materials()).filter((r) => conditionState(r) === 'finished');
    const [first, second] = finished;
    await renderPage('tech');
    const search = screen.getByRole('searchbox', { name: 'Recherche' });
    await userEvent.type(search, text(first?.CLD_MATRICULE));
    const row = screen.getByRole('row', { name: rowName(first ?? {}) });
    await userEvent.click(
      within(row).getByRole('button', {
        name: `Supprimer ${text(first?.CLD_NUM_CONTRAT)} ${text(first?.CLD_MATRICULE)}`,
      }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Supprimer l’état des lieux' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui' }));
    expect(
      await screen.findByText('État des lieux supprimé.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    const after = (await materials()).find((r) => r.CLD_IDEnreg === first?.CLD_IDEnreg);
    expect(after?.CLD_CONTROLE_DEPART).toBe('');
    expect(after?.CLD_CONTROLE_RETOUR).toBe('');
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: rowName(first ?? {}) })).getByText('Départ')),
    );

    // The second one is deleted by someone else after the list was read: 409.
    await userEvent.clear(search);
    await userEvent.type(search, text(second?.CLD_MATRICULE));
    await userEvent.click(
      within(screen.getByRole('row', { name: rowName(second ?? {}) })).getByRole('checkbox'),
    );
    await server.client('admin').call(calls.etatdl.edit_material, {
      id: text(second?.CLD_IDEnreg),
      contrat: text(second?.CLD_NUM_CONTRAT),
      matricule: text(second?.CLD_MATRICULE),
      data: { CLD_CONTROLE_DEPART: '', CLD_CONTROLE_RETOUR: '' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la sélection (1)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Supprimer l’état des lieux' })).getByRole(
        'button',
        { name: 'Oui' },
      ),
    );
    expect(
      await screen.findByText(
        "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.",
      ),
    ).toBeInTheDocument();
  });

  it('deletes two selected records at once after one confirmation', async () => {
    // Records of this file's own database, not the ones the test above deletes.
    const [, , third, fourth] = (await materials()).filter((r) => conditionState(r) === 'finished');
    const pair = [third ?? {}, fourth ?? {}];
    await renderPage('tech');
    const search = screen.getByRole('searchbox', { name: 'Recherche' });
    for (const r of pair) {
      await userEvent.clear(search);
      await userEvent.paste(text(r.CLD_MATRICULE));
      await userEvent.click(
        await screen.findByRole('checkbox', {
          name: `Sélectionner ${text(r.CLD_NUM_CONTRAT)} ${text(r.CLD_MATRICULE)}`,
        }),
      );
    }
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer la sélection (2)' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer l’état des lieux' });
    expect(confirm).toHaveTextContent('Supprimer 2 états des lieux ?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Oui' }));
    expect(
      await screen.findByText('2 états des lieux supprimés.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    const after = await materials();
    for (const r of pair) {
      const stored = after.find((a) => a.CLD_IDEnreg === r.CLD_IDEnreg);
      expect([stored?.CLD_CONTROLE_DEPART, stored?.CLD_CONTROLE_RETOUR]).toEqual(['', '']);
    }
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: rowName(fourth ?? {}) })).getByText('Départ')),
    );
  });

  it('« Modifier le formulaire »: an admin sees the custom fields and saves the name', async () => {
    const refreshUser = vi.fn(async () => undefined);
    await renderPage('admin', { refreshUser });
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le formulaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le formulaire' });
    const name = within(dialog).getByRole('textbox', { name: /Nom d’utilisateur/ });
    await waitFor(() => expect(name).toBeEnabled(), FIRST_ANSWER);
    expect(name).toHaveValue('Administrateur');
    expect(within(dialog).getByRole('table', { name: 'Champs personnalisés' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Afficher « Chantier »' })).toBeChecked();
    const toggle = within(dialog).getByRole('switch', {
      name: 'Afficher « Numéro de bon de commande »',
    });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin état des lieux');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à jour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Paramètres mis à jour.', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(refreshUser).toHaveBeenCalled();
    const info = fieldRecords(await server.client('admin').call(calls.etatdl.get_user_info, {}));
    expect(info[0]?.user_name).toBe('Admin état des lieux');
    const fields = fieldRecords(
      await server.client('admin').call(calls.etatdl.get_form_special_data, { isRoot: true }),
    );
    expect(fields.find((f) => f.name === 'Numéro de bon de commande')?.show).toBe(1);
  });

  it('« Modifier le formulaire »: others get the name and agency only; Annuler saves nothing', async () => {
    await renderPage('tech');
    await userEvent.click(screen.getByRole('button', { name: 'Modifier le formulaire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le formulaire' });
    const name = within(dialog).getByRole('textbox', { name: /Nom d’utilisateur/ });
    await waitFor(() => expect(name).toBeEnabled(), FIRST_ANSWER);
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: 'Agence' })).toBeInTheDocument();
    const before = name.getAttribute('value');
    await userEvent.type(name, ' bis');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const info = fieldRecords(await server.client('tech').call(calls.etatdl.get_user_info, {}));
    expect(info[0]?.user_name).toBe(before);
  });
});
