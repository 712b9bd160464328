import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES, ApiError, calls, fieldRecords, text } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer, SignedInUser } from '@locasuite/mock-api/in-page/testing';
import type { SavApi } from '../api';
import { SavGestionPage } from '../SavGestionPage';
import { texts } from '../texts';
import { reportQueue, sendReport } from './reportWork';
import type { SavReportWork } from './reportWork';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const FIRST = { timeout: 15_000 };
let server: InPageServer;
let tech: SignedInUser;

beforeAll(async () => {
  server = await openInPageServer();
  tech = await signedInUser(server, 'tech');
});
afterEach(cleanup);

const reportsOf = async (link: string) =>
  fieldRecords(await server.client('tech').call(calls.sav.get_or_1_Liste_byLink, { link }));

/**
 * The technician's client; nothing but reads kept on the device answers while `online.now` is
 * false. The payloads of `send_pdf_by_email` go to `mailed`.
 */
function apiWithNetwork(online: { now: boolean }, mailed: Record<string, unknown>[] = []): SavApi {
  const real = server.client('tech');
  return {
    call: ((def, payload) => {
      if (!online.now) {
        return Promise.reject(
          new ApiError('network', 'Le serveur est injoignable.', { call: def.name }),
        );
      }
      if (def.name === 'send_pdf_by_email') mailed.push(payload as Record<string, unknown>);
      return real.call(def, payload);
    }) as SavApi['call'],
  };
}

const renderPage = (api: SavApi, onRefused = vi.fn()) =>
  render(
    <LocaSuiteProvider>
      <SavGestionPage
        api={api}
        session={{ user: tech, onRefused, refreshUser: async () => undefined }}
      />
    </LocaSuiteProvider>,
  );

const draftsOfTech = async () =>
  fieldRecords(await server.client('tech').call(calls.sav.get_or_liste_sav, {})).filter(
    (r) => Number(r.Statut) === 130 && text(r['Techniciens_Nom(1)']) === tech.name,
  );

async function mailTo(address: string) {
  await userEvent.click(await screen.findByRole('button', { name: texts.form.email }, FIRST));
  const dialog = await screen.findByRole('dialog', { name: texts.share.title });
  await userEvent.type(within(dialog).getByRole('textbox', { name: texts.share.address }), address);
  await userEvent.click(within(dialog).getByRole('button', { name: texts.share.add }));
  await userEvent.click(within(dialog).getByRole('button', { name: texts.share.send }));
  expect(await screen.findByText(texts.share.sent, {}, FIRST)).toBeInTheDocument();
}

describe('a report made in airplane mode (issue 37)', { timeout: 180_000 }, () => {
  it('is kept on the device, listed for synchronisation, and sent once the network returns', async () => {
    const online = { now: true };
    const api = apiWithNetwork(online);
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: texts.list.create }, FIRST));
    await screen.findByRole('region', { name: texts.form.sections.client }, FIRST);
    online.now = false;
    const clients = fieldRecords(await server.client('tech').call(calls.sav.get_clients, {}));
    const client = clients[3]!;
    const box = screen.getByRole('combobox', { name: texts.form.client });
    await userEvent.click(box);
    await userEvent.type(box, text(client.SOCIETE));
    await userEvent.click(await screen.findByRole('option', { name: text(client.SOCIETE) }));
    const stockBox = screen.getByRole('combobox', { name: texts.form.line.search });
    await userEvent.click(stockBox);
    await userEvent.type(stockBox, 'PIE-BA');
    await userEvent.click(await screen.findByRole('option', { name: /PIE-BA-030/ }));
    await userEvent.click(screen.getByRole('button', { name: texts.form.slot.add }));
    await userEvent.click(screen.getByRole('button', { name: texts.form.saveDraft }));
    expect(await screen.findByText(texts.form.keptOnDevice, {}, FIRST)).toBeInTheDocument();

    const kept = await reportQueue.list();
    expect(kept).toHaveLength(1);
    const link = kept[0]!.data.link;
    expect(await reportsOf(link)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: texts.list.syncOpen(1) }));
    const dialog = await screen.findByRole('dialog', { name: texts.sync.title });
    expect(within(dialog).getByTestId('sync-row')).toHaveTextContent(text(client.SOCIETE));

    online.now = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await reportQueue.list()).toHaveLength(0), FIRST);
    const [report] = await reportsOf(link);
    expect(report?.societeliv).toBe(text(client.SOCIETE));
    expect(report?.lignes).toHaveLength(1);
  });

  it('a stored report edited offline waits on the device and opens only read-only, said in red; mailed, it carries the recap made here', async () => {
    const online = { now: true };
    const mailed: Record<string, unknown>[] = [];
    const api = apiWithNetwork(online, mailed);
    const draft = (await draftsOfTech())[1]!;
    renderPage(api);
    await userEvent.click(await screen.findByText(text(draft['N° RAP COMP']), {}, FIRST));
    const observations = await screen.findByRole(
      'textbox',
      { name: texts.form.observations },
      FIRST,
    );
    online.now = false;
    await userEvent.clear(observations);
    await userEvent.type(observations, 'Reprise du flexible');
    await userEvent.click(screen.getByRole('button', { name: texts.form.saveDraft }));
    expect(await screen.findByText(texts.form.keptOnDevice, {}, FIRST)).toBeInTheDocument();

    await userEvent.click(await screen.findByText(text(draft['N° RAP COMP'])));
    expect(await screen.findByText(texts.waitingSync, {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: texts.form.observations })).toHaveValue(
      'Reprise du flexible',
    );
    expect(screen.queryByRole('button', { name: texts.form.saveDraft })).toBeNull();
    expect(screen.queryByRole('button', { name: texts.form.validate })).toBeNull();

    // Only on this device: « Envoyer par e-mail » attaches the recap made here (spec 4 §8).
    online.now = true;
    await mailTo('atelier.appareil@example.test');
    expect(mailed).toHaveLength(1);
    expect(text(mailed[0]!.pdf)).toMatch(/^data:application\/pdf;base64,/);
    const mail = (await server.mails()).find((m) => m.to === 'atelier.appareil@example.test');
    expect(mail?.subject).toBe(`Rapport d'intervention SAV n° ${text(draft['N° RAP COMP'])}`);
    for (const work of await reportQueue.list()) await reportQueue.clear(work.key);
  });

  it('a save whose session was refused (401) waits on the device and goes to the sign-in', async () => {
    const real = server.client('tech');
    const api: SavApi = {
      call: ((def, payload) =>
        def.name === 'edit_or'
          ? Promise.reject(
              new ApiError('http', API_ERROR_MESSAGES.http401, { call: def.name, status: 401 }),
            )
          : real.call(def, payload)) as SavApi['call'],
    };
    const onRefused = vi.fn();
    const draft = (await draftsOfTech())[2];
    expect(draft, 'a third draft of the technician').toBeDefined();
    renderPage(api, onRefused);
    await userEvent.click(await screen.findByText(text(draft!['N° RAP COMP']), {}, FIRST));
    const observations = await screen.findByRole(
      'textbox',
      { name: texts.form.observations },
      FIRST,
    );
    await userEvent.clear(observations);
    await userEvent.type(observations, 'Reprise après reconnexion');
    await userEvent.click(screen.getByRole('button', { name: texts.form.saveDraft }));
    expect(await screen.findByText(texts.form.keptOnDevice, {}, FIRST)).toBeInTheDocument();
    expect(onRefused).toHaveBeenCalledTimes(1);
    const kept = await reportQueue.list();
    expect(kept.map((work) => work.data.id)).toEqual([text(draft!.id)]);
    for (const work of kept) await reportQueue.clear(work.key);
  });

  it('sent three times, it is one report, one set of lines and its ten photos once', async () => {
    const link = `airplane-${Date.now()}`;
    const work: SavReportWork = {
      link,
      id: null,
      version: null,
      base: null,
      data: {
        ID_client: '1',
        'Techniciens_Nom(1)': tech.name,
        Statut: 130,
        lignes: [
          {
            id: `${link}-l1`,
            'SAV REF PRODUIT': 'PIE-FA-002',
            'SAV DESIGNATION': 'Filtre à air',
            'SAV QTE PROD': 2,
          },
          {
            id: `${link}-l2`,
            'SAV REF PRODUIT': 'PIE-FG-003',
            'SAV DESIGNATION': 'Filtre à gazole',
            'SAV QTE PROD': 1,
          },
        ],
        Horaire_liste: [
          {
            technicien: tech.name,
            date: '2026-11-28',
            debut: '09:00',
            fin: '10:00',
            type: "Main d'oeuvre",
          },
        ],
      },
      photos: Array.from({ length: 10 }, (_v, i) => ({
        path: `SAV/${link}/20261128-090000_photo_${i + 1}`,
        ext: 'png' as const,
        dataUrl: PNG,
      })),
    };
    const api = server.client('tech');
    for (let i = 0; i < 3; i += 1) await sendReport(api, work);
    const reports = await reportsOf(link);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.lignes).toHaveLength(2);
    const files = await api.call(calls.sav.photo_folder_liste, { path: `SAV/${link}` });
    // The server keeps its recap PDF beside them (spec 4 §4.1).
    expect(files.filter((f) => f.name.endsWith('.png'))).toHaveLength(10);
  });
});

describe('« Envoyer par e-mail » (spec 4 §5, §7.1, §8)', { timeout: 180_000 }, () => {
  it('a stored report: the mail carries the server’s recap (no PDF sent from the browser)', async () => {
    const mailed: Record<string, unknown>[] = [];
    const api = apiWithNetwork({ now: true }, mailed);
    // A seeded draft (the reports made by the tests above are listed first).
    const draft = (await draftsOfTech()).at(-1)!;
    const number = text(draft['N° RAP COMP']);
    renderPage(api);
    await userEvent.click(await screen.findByText(number, {}, FIRST));
    await mailTo('atelier.serveur@example.test');
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toMatchObject({ numero: number });
    expect(mailed[0]!.email).toContain('atelier.serveur@example.test');
    expect(mailed[0]).not.toHaveProperty('pdf');
    const mail = (await server.mails()).find((m) => m.to === 'atelier.serveur@example.test');
    expect(mail?.subject).toBe(`Rapport d'intervention SAV n° ${number}`);
  });
});
