import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  allowedChecklistValues,
  calls,
  checklistValueList,
  conditionState,
  fieldRecords,
  parseChecklist,
  serializeChecklist,
  type ConditionState,
} from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer } from '@locasuite/mock-api/in-page/testing';
import type * as Core from '@locasuite/core';
import { ConditionFormDialog } from './ConditionFormDialog';

// The form on the server's own handlers and the seed at STORY_NOW, through the real client, as
// the technician `tech`. Each test takes records of its own (by state and rank in the list).
// The validation message shows about 2 s (spec 3 §9); here it stays until the next one, so a busy
// machine cannot miss it between a click and the check.
type CoreModule = typeof Core;
vi.mock('@locasuite/core', async (original) => ({
  ...(await original<CoreModule>()),
  CONDITION_VALIDATION_ALERT_MS: Number.POSITIVE_INFINITY,
}));
let server: InPageServer;
beforeAll(async () => {
  server = await openInPageServer();
});
afterEach(cleanup);

type Record_ = Record<string, unknown>;

async function records(state: ConditionState): Promise<Record_[]> {
  const all = fieldRecords(await server.client('tech').call(calls.etatdl.get_materials, {}));
  return all.filter((r) => r.CHECK_LIST_JSON !== undefined && conditionState(r) === state);
}

async function current(record: Record_): Promise<Record_> {
  const all = fieldRecords(await server.client('tech').call(calls.etatdl.get_materials, {}));
  const found = all.find((r) => r.CLD_IDEnreg === record.CLD_IDEnreg);
  if (!found) throw new Error('record gone');
  return found;
}

async function renderForm(
  record: Record_,
  options: {
    now?: () => Date;
    override?: (def: { name: string }) => CallOverride | undefined;
    onRefused?: () => void;
  } = {},
) {
  const user = await signedInUser(server, 'tech');
  const onClose = vi.fn();
  render(
    <LocaSuiteProvider>
      <ConditionFormDialog
        api={server.client('tech', options.override)}
        session={{
          user,
          onRefused: options.onRefused ?? vi.fn(),
          refreshUser: async () => undefined,
        }}
        contract={String(record.CLD_NUM_CONTRAT)}
        matricule={String(record.CLD_MATRICULE)}
        velo={false}
        onClose={onClose}
        {...(options.now ? { now: options.now } : {})}
      />
    </LocaSuiteProvider>,
  );
  await screen.findByRole('region', { name: 'Client' });
  return { onClose, user };
}

const finalize = () => userEvent.click(screen.getByRole('button', { name: 'Finaliser' }));

/** The validation banner (spec 3 §5, about 2 s) with this text. */
const banner = (text: string) =>
  waitFor(() =>
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContainEqual(
      expect.stringContaining(text),
    ),
  );

/** Types a whole value at once (one change event: jsdom re-renders the form on each key). */
function setText(name: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
}

/** Chooses a value of a checklist list through its form input (as autofill does). */
function setChoice(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[data-checklist="${name}"]`);
  if (!input) throw new Error(`no list ${name}`);
  fireEvent.change(input, { target: { value } });
}

/** Fills each departure cell of the checklist: the first allowed value, or 1. */
function fillDepartureChecklist(record: Record_) {
  const lines = parseChecklist(record.CHECK_LIST_JSON_GESTION ?? record.CHECK_LIST_JSON);
  for (const line of lines) {
    const name = `${line.CH_DESIGNATION} (Départ)`;
    const allowed = allowedChecklistValues(line.CLD_SELECTION);
    if (allowed.length === 0) setText(name, '1');
    else setChoice(name, allowed[0]!);
  }
  return lines;
}

// Each test fills a whole form in jsdom: about 20 s alone, several times that on a busy 2-core
// machine. A limit that only stops a hung test.
describe('ConditionFormDialog on the server’s handlers', { timeout: 300_000 }, () => {
  it('checks a departure in the §5.2 order, highlights the empty field, then saves it (CD 1 CR 0)', async () => {
    const [record] = await records('departure');
    const { onClose, user } = await renderForm(record!);
    // §4.1 defaults: the inspector is the user, the signer the customer (setSignataire).
    expect(screen.getByRole('textbox', { name: 'Contrôleur départ' })).toHaveValue(user.name);
    expect(screen.getByRole('textbox', { name: 'Signataire départ' })).toHaveValue(
      String(record!.CLD_CLIENT_RAISON_SOCIALE),
    );
    // The return is locked while the departure is entered.
    expect(screen.getByRole('textbox', { name: 'Contrôleur retour' })).toBeDisabled();

    const lines = parseChecklist(record!.CHECK_LIST_JSON_GESTION);
    await finalize();
    await banner(`Option de départ ${lines[0]!.CH_DESIGNATION} manquante.`);
    expect(
      screen.getByRole('combobox', { name: `${lines[0]!.CH_DESIGNATION} (Départ)` }),
    ).toBeInTheDocument();
    expect(document.querySelectorAll('[data-missing="true"]').length).toBeGreaterThan(0);

    // One value through the list as a person picks it (several allowed: multipleSelection).
    const firstAllowed = allowedChecklistValues(lines[0]!.CLD_SELECTION)[0]!;
    await userEvent.click(
      screen.getByRole('combobox', { name: `${lines[0]!.CH_DESIGNATION} (Départ)` }),
    );
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: firstAllowed }),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(
      screen.getByRole('combobox', { name: `${lines[0]!.CH_DESIGNATION} (Départ)` }),
    ).toHaveTextContent(firstAllowed);
    fillDepartureChecklist(record!);
    // The validation date defaults to the moment of validation (DECISIONS.md); emptied, it is
    // missing.
    const date = screen.getByLabelText('Date de validation du départ');
    fireEvent.change(date, { target: { value: '' } });
    await finalize();
    await banner('Date de validation du départ manquant(e).');
    expect(date.closest('[data-missing="true"]')).not.toBeNull();
    fireEvent.change(date, { target: { value: '2025-03-17' } });

    await finalize();
    await banner('Signature départ manquant(e).');
    // `signataire facultatif` (§5.3): no signer nor signature needed.
    await userEvent.click(screen.getAllByRole('switch', { name: 'signataire facultatif' })[0]!);
    setText('Kilomètre départ', '1250');
    const time = screen.getByLabelText('Heure de départ');
    fireEvent.change(time, { target: { value: '8H5' } });
    fireEvent.blur(time);
    expect(screen.getByLabelText('Heure de départ')).toHaveValue('08:05');

    await finalize();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const saved = await current(record!);
    expect(saved.CLD_CONTROLE_DEPART).toBe('1');
    expect(saved.CLD_CONTROLE_RETOUR).toBe('0');
    // YYYY-MM-DD in the form, MM-DD-YYYY saved (§2.2 section 5).
    expect(saved.CLD_DATE_DEPART_VALIDATION).toBe('03-17-2025');
    expect(saved.CLD_KILOMETRE_DEPART).toBe('1250');
    expect(saved.CLD_HEURE_DEPART).toBe('08:05');
    expect(saved.CLD_CONTROLEUR_DEPART).toBe(user.name);
  });

  it('keeps the typing on a stale save (409) and offers to reload', async () => {
    const [, record] = await records('departure');
    await renderForm(record!);
    fillDepartureChecklist(record!);
    fireEvent.change(screen.getByLabelText('Date de validation du départ'), {
      target: { value: '2025-03-17' },
    });
    await userEvent.click(screen.getAllByRole('switch', { name: 'signataire facultatif' })[0]!);
    setText('Observations au départ', 'Rayure sur le capot');

    // Someone else saves the departure of the same item meanwhile.
    const lines = parseChecklist(record!.CHECK_LIST_JSON_GESTION);
    await server.client('admin').call(calls.etatdl.edit_material, {
      id: String(record!.CLD_IDEnreg),
      contrat: String(record!.CLD_NUM_CONTRAT),
      matricule: String(record!.CLD_MATRICULE),
      data: {
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '0',
        CHECK_LIST_JSON_GESTION: serializeChecklist(
          lines.map((l) => ({
            ...l,
            CLD_QTE_DEPART: allowedChecklistValues(l.CLD_SELECTION)[0] ?? '1',
          })),
        ),
        CLD_DATE_DEPART_VALIDATION: '03-17-2025',
        CLD_CONTROLEUR_DEPART: 'Julien MARTIN',
        CLD_FLAG_SIGNATAIRE_DEPART: '1',
      },
    });

    await finalize();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Recharger la fiche' })).toBeInTheDocument(),
    );
    expect(screen.getAllByRole('alert').some((a) => /modifi/i.test(a.textContent ?? ''))).toBe(
      true,
    );
    expect(screen.getByRole('textbox', { name: 'Observations au départ' })).toHaveValue(
      'Rayure sur le capot',
    );
    expect((await current(record!)).CLD_CONTROLEUR_DEPART).toBe('Julien MARTIN');
  });

  it('hands a session refused at Finaliser to the shell and keeps the typing', async () => {
    const [, , record] = await records('departure');
    const onRefused = vi.fn();
    await renderForm(record!, {
      onRefused,
      override: (def) =>
        def.name === 'edit_material'
          ? { status: 401, body: { code: 401, message: 'Session expirée.' } }
          : undefined,
    });
    fillDepartureChecklist(record!);
    fireEvent.change(screen.getByLabelText('Date de validation du départ'), {
      target: { value: '2025-03-17' },
    });
    await userEvent.click(screen.getAllByRole('switch', { name: 'signataire facultatif' })[0]!);
    setText('Observations au départ', 'Rétroviseur fêlé');

    await finalize();
    await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('textbox', { name: 'Observations au départ' })).toHaveValue(
      'Rétroviseur fêlé',
    );
    expect(screen.getByRole('button', { name: 'Finaliser' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Recharger la fiche' })).toBeNull();
    expect((await current(record!)).CLD_CONTROLE_DEPART).not.toBe('1');
  });

  it('checks a return in the §5.1 order and shows « Écarts constatés » as the readings change', async () => {
    const [record] = await records('return');
    const { onClose } = await renderForm(record!);
    // §4.1: return values start as copies of the departure values.
    const lines = parseChecklist(record!.CHECK_LIST_JSON_GESTION);
    const first = lines[0]!;
    expect(
      screen.getByRole('combobox', { name: `${first.CH_DESIGNATION} (Retour)` }),
    ).toHaveTextContent(String(first.CLD_QTE_DEPART));
    expect(screen.getByRole('textbox', { name: 'Contrôleur départ' })).toBeDisabled();

    // A return value taken off its list: « Option de retour … manquante. » (§5.1 rule 1).
    const [emptied, damaged] = lines.filter((l) => {
      const allowed = allowedChecklistValues(l.CLD_SELECTION);
      return allowed.length > 1 && allowed.includes(String(l.CLD_QTE_DEPART));
    });
    const emptiedName = `${emptied!.CH_DESIGNATION} (Retour)`;
    const tick = async (value: string) => {
      await userEvent.click(screen.getByRole('combobox', { name: emptiedName }));
      await userEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', { name: value }),
      );
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    };
    await tick(String(emptied!.CLD_QTE_DEPART));
    await finalize();
    await banner(`Option de retour ${emptied!.CH_DESIGNATION} manquante.`);
    await tick(String(emptied!.CLD_QTE_DEPART));
    expect(screen.getByRole('combobox', { name: emptiedName })).toHaveTextContent(
      String(emptied!.CLD_QTE_DEPART),
    );
    // Another line comes back damaged: its other value instead of the departure's.
    const atDeparture = String(damaged!.CLD_QTE_DEPART);
    const atReturn = allowedChecklistValues(damaged!.CLD_SELECTION).find((v) => v !== atDeparture)!;
    setChoice(`${damaged!.CH_DESIGNATION} (Retour)`, atReturn);

    const km = Number(record!.CLD_KILOMETRE_DEPART);
    const hours = Number(record!.CLD_HORAMETRE_DEPART);
    setText('Kilomètre retour', String(km - 1));
    await finalize();
    await banner('Nombre de kilomètre de départ supérieur au nombre de kilometre de retour.');

    setText('Kilomètre retour', String(km + 412));
    setText('Horamètre retour', String(hours - 1));
    await finalize();
    await banner('Compteur horaire de départ supérieur au compteur horaire de retour.');
    setText('Horamètre retour', String(hours + 37));

    const summary = screen.getByRole('region', { name: 'Écarts constatés' });
    expect(summary).toHaveTextContent('Kilométrage : +412 km');
    expect(summary).toHaveTextContent('Horamètre : +37 h');
    expect(summary).toHaveTextContent(
      `${damaged!.CH_DESIGNATION} : « ${atDeparture} » au départ, « ${atReturn} » au retour`,
    );
    const checklist = screen.getByRole('list', { name: 'Check-list' });
    const changed = within(checklist)
      .getAllByRole('listitem')
      .filter((item) => within(item).queryByText(damaged!.CH_DESIGNATION, { exact: true }));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toHaveAttribute('data-changed', 'true');
    // The fuel (8/8 at departure in the seed) comes back at 5/8.
    expect(record!.CLD_NIVEAU_GAS_DEPART).toBe('8');
    await userEvent.click(screen.getByRole('combobox', { name: 'Niveau de carburant retour' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '5/8' }),
    );
    await waitFor(() => expect(summary).toHaveTextContent('Carburant : -3/8'));

    // The return date is today by default (§4.1), the inspector the user: the signature remains.
    await finalize();
    await banner('Signature retour manquant(e).');
    await userEvent.click(screen.getAllByRole('switch', { name: 'signataire facultatif' })[1]!);
    await finalize();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const saved = await current(record!);
    expect([saved.CLD_CONTROLE_DEPART, saved.CLD_CONTROLE_RETOUR]).toEqual(['1', '1']);
    expect(saved.CLD_KILOMETRE_RETOUR).toBe(String(km + 412));
    expect(saved.CLD_NIVEAU_GAS_RETOUR).toBe('5');
    const returned = parseChecklist(saved.CHECK_LIST_JSON_GESTION);
    expect(checklistValueList(returned.find((l) => l.id === damaged!.id)!.CLD_QTE_RETOUR)).toEqual([
      atReturn,
    ]);
  });

  it('keeps a finished check locked until the password unlocks it on the server', async () => {
    const [record] = await records('finished');
    await renderForm(record!);
    expect(
      screen.getByText('L’état des lieux est terminé : déverrouillez-le pour le modifier.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finaliser' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Contrôleur retour' })).toBeDisabled();

    // « Partager par email » opens the sending dialog (the sending itself:
    // ShareByEmailDialog.server.test.tsx); Annuler closes it.
    await userEvent.click(screen.getByRole('button', { name: 'Partager par email' }));
    const share = await screen.findByRole('dialog', { name: 'Envoyer le PDF par email' });
    expect(
      within(share).getByText(/^Seules les photos déjà chargées sont jointes au mail/),
    ).toBeInTheDocument();
    await userEvent.click(within(share).getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Envoyer le PDF par email' })).toBeNull(),
    );

    // The form is reachable again once the closing dialog has faded out.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Déverrouiller' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mode édition' });
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'faux');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déverrouiller' }));
    expect(
      await within(dialog).findByText('Mot de passe incorrect : le mode édition reste verrouillé.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mot de passe')).toHaveValue('faux');

    await userEvent.clear(within(dialog).getByLabelText('Mot de passe'));
    await userEvent.type(within(dialog).getByLabelText('Mot de passe'), 'tech');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Déverrouiller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mode édition' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Contrôleur retour' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Contrôleur départ' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Finaliser' })).toBeEnabled();
    // Re-locking needs no password.
    await userEvent.click(screen.getByRole('button', { name: 'Verrouiller' }));
    expect(screen.getByRole('textbox', { name: 'Contrôleur retour' })).toBeDisabled();
  });

  it('closes at once when nothing changed, and asks first when something did', async () => {
    const [, , record] = await records('departure');
    const { onClose } = await renderForm(record!);
    setText('Commentaire interne', 'À revoir');
    await userEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    const confirm = await screen.findByRole('dialog', { name: 'Fermer le formulaire' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Non' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Fermer le formulaire' })).toBeNull(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Commentaire interne' })).toHaveValue(
      'À revoir',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Fermer le formulaire' })).getByRole(
        'button',
        { name: 'Oui' },
      ),
    );
    expect(onClose).toHaveBeenCalledWith(false);
    cleanup();

    const [, , , untouched] = await records('departure');
    const second = await renderForm(untouched!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    expect(second.onClose).toHaveBeenCalledWith(false);
  });
  it('saves the moment of Finaliser as the validation date and hour, never the planned hour (DECISIONS.md)', async () => {
    const [, , , , , record] = await records('departure');
    // The planned departure hour (`07:00`…) is not the validation's.
    expect(record!.CLD_HEURE_DEPART).not.toBe('13:02');
    const clock = { at: new Date(2026, 10, 27, 13, 2) };
    const { onClose } = await renderForm(record!, { now: () => clock.at });
    expect(screen.getByLabelText('Date de validation du départ')).toHaveValue('27/11/2026');
    expect(screen.getByLabelText('Heure de départ')).toHaveValue('13:02');
    // The return is not validated yet: its fields keep what the record holds, locked.
    expect(screen.getByLabelText('Heure de retour')).toBeDisabled();

    fillDepartureChecklist(record!);
    await userEvent.click(screen.getAllByRole('switch', { name: 'signataire facultatif' })[0]!);
    clock.at = new Date(2026, 10, 27, 13, 10);
    await finalize();
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const saved = await current(record!);
    expect(saved.CLD_CONTROLE_DEPART).toBe('1');
    expect(saved.CLD_DATE_DEPART_VALIDATION).toBe('11-27-2026');
    expect(saved.CLD_HEURE_DEPART).toBe('13:10');
  });

  it('lists a fuel level read at return only and a new return observation in « Écarts constatés »', async () => {
    // The return: nothing recorded for the fuel at departure, 0/8 at return, and
    // « Rayure sur le godet » written at return.
    const [, , , , record] = await records('departure');
    const lines = parseChecklist(record!.CHECK_LIST_JSON_GESTION);
    await server.client('admin').call(calls.etatdl.edit_material, {
      id: String(record!.CLD_IDEnreg),
      contrat: String(record!.CLD_NUM_CONTRAT),
      matricule: String(record!.CLD_MATRICULE),
      data: {
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '0',
        CHECK_LIST_JSON_GESTION: serializeChecklist(
          lines.map((l) => ({
            ...l,
            CLD_QTE_DEPART: allowedChecklistValues(l.CLD_SELECTION)[0] ?? '1',
          })),
        ),
        CLD_DATE_DEPART_VALIDATION: '03-17-2025',
        CLD_CONTROLEUR_DEPART: 'Julien MARTIN',
        CLD_FLAG_SIGNATAIRE_DEPART: '1',
        CLD_NIVEAU_GAS_DEPART: '',
        CLD_COMMENTAIRE_DEPART: '',
      },
    });
    await renderForm(await current(record!));
    const summary = screen.getByRole('region', { name: 'Écarts constatés' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Niveau de carburant retour' }));
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: '0/8' }),
    );
    setText('Observations au retour', 'Rayure sur le godet');
    await waitFor(() =>
      expect(summary).toHaveTextContent('Carburant : non renseigné au départ, 0/8 au retour'),
    );
    expect(summary).toHaveTextContent('Observation au retour : « Rayure sur le godet »');
    expect(summary).not.toHaveTextContent('Aucun écart constaté');
  });
});
