import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAV_MESSAGES, calls, fieldRecords, readPdfText, text } from '@locasuite/core';
import { LocaSuiteProvider, words } from '@locasuite/ui';
import { openInPageServer, signedInUser } from '@locasuite/mock-api/in-page/testing';
import type { CallOverride, InPageServer, SignedInUser } from '@locasuite/mock-api/in-page/testing';
import { SavGestionPage } from '../../SavGestionPage';
import { reportQueue } from '../../offline/reportWork';
import { texts } from '../../texts';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** signature_pad draws nothing in jsdom: a stroke is ended by the test. */
const strokes = vi.hoisted(() => ({ end: [] as (() => void)[] }));
vi.mock('signature_pad', () => ({
  default: class {
    constructor() {}
    addEventListener(_name: string, fn: () => void) {
      strokes.end.push(fn);
    }
    removeEventListener() {}
    off() {}
    clear() {}
    toData() {
      return [[{ x: 1, y: 1 }]];
    }
    fromData() {}
    fromDataURL() {
      return Promise.resolve();
    }
    toDataURL() {
      return PNG;
    }
    isEmpty() {
      return false;
    }
  },
}));

const f = texts.form;
const FIRST = { timeout: 15_000 };
let server: InPageServer;
let tech: SignedInUser;
const sizes = ['offsetWidth', 'offsetHeight'] as const;
const jsdomSizes = sizes.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));

beforeAll(async () => {
  for (const key of sizes) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 500 });
  }
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server = await openInPageServer();
  tech = await signedInUser(server, 'tech');
});
afterAll(() => {
  sizes.forEach((key, i) => {
    const original = jsdomSizes[i];
    if (original) Object.defineProperty(HTMLElement.prototype, key, original);
  });
  vi.restoreAllMocks();
});
afterEach(() => {
  cleanup();
  strokes.end.length = 0;
});

const renderPage = (
  options: {
    override?: (def: { name: string }) => CallOverride | undefined;
    onRefused?: () => void;
  } = {},
) =>
  render(
    <LocaSuiteProvider>
      <SavGestionPage
        api={server.client('tech', options.override)}
        session={{
          user: tech,
          onRefused: options.onRefused ?? vi.fn(),
          refreshUser: async () => undefined,
        }}
      />
    </LocaSuiteProvider>,
  );

const reports = async () =>
  fieldRecords(await server.client('tech').call(calls.sav.get_or_liste_sav, {}));

async function pick(label: string, typed: string, option: RegExp | string) {
  const box = screen.getByRole('combobox', { name: label });
  await userEvent.click(box);
  await userEvent.type(box, typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe(
  'the report form on the server’s handlers (spec 4 §2.2, §4.1, §5)',
  { timeout: 180_000 },
  () => {
    it('refuses with the last failing §5 text in red, then validates once signed: 140 and its SAV_2 copy', async () => {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: texts.list.create }, FIRST));
      const dialog = await screen.findByRole('dialog', { name: f.newTitle });
      await within(dialog).findByRole('region', { name: f.sections.client }, FIRST);
      // Mandatory sections red, the others green (spec 4 §2.2).
      expect(within(dialog).getByRole('region', { name: f.sections.client })).toHaveAttribute(
        'data-mandatory',
        'true',
      );
      expect(within(dialog).getByRole('region', { name: f.sections.photos })).toHaveAttribute(
        'data-mandatory',
        'false',
      );

      await userEvent.click(screen.getByRole('button', { name: f.saveDraft }));
      expect(await screen.findByText(SAV_MESSAGES.clientRequired, {}, FIRST)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: f.validate }));
      // client, signature and machine fail: the last one is said (§5).
      expect(await screen.findByText(SAV_MESSAGES.machineRequired, {}, FIRST)).toBeInTheDocument();

      const clients = fieldRecords(await server.client('tech').call(calls.sav.get_clients, {}));
      const client = clients.find((c) => text(c.CODE_POSTAL_LIV || c.CODE_POSTAL).length >= 3)!;
      await pick(f.client, text(client.SOCIETE), text(client.SOCIETE));
      const postcode = text(client.CODE_POSTAL_LIV) || text(client.CODE_POSTAL);
      expect(screen.getByRole('textbox', { name: f.department })).toHaveValue(postcode.slice(0, 2));
      expect(screen.getByRole('textbox', { name: f.postcodeRest })).toHaveValue(postcode.slice(2));
      await userEvent.click(screen.getByLabelText(f.unknownMachine));
      await pick(f.line.search, 'PIE-FH', /PIE-FH-001/);
      expect(screen.getByRole('table', { name: f.line.table })).toHaveTextContent('PIE-FH-001');
      await userEvent.click(screen.getByRole('button', { name: f.slot.add }));

      await userEvent.click(screen.getByRole('button', { name: f.validate }));
      expect(
        await screen.findByText(SAV_MESSAGES.signatureRequired, {}, FIRST),
      ).toBeInTheDocument();
      for (const end of strokes.end) end();
      await userEvent.click(screen.getByRole('button', { name: f.validate }));
      expect(await screen.findByText(f.validated, {}, FIRST)).toBeInTheDocument();
      // The device's copy went with the server's answer: nothing waits, nothing is sent twice.
      expect(await reportQueue.list()).toHaveLength(0);

      const saved = (await reports()).find(
        (r) =>
          text(r.ID_client) === text(client.id) &&
          Number(r.Statut) === 140 &&
          text(r.societeliv) === text(client.SOCIETE) &&
          r.machine_inconnue === '1',
      );
      expect(saved).toBeDefined();
      expect(saved!.dptliv).toBe(postcode.slice(0, 2));
      const copy = fieldRecords(
        await server
          .client('tech')
          .call(calls.sav.get_or_2_Liste_byLink, { link: text(saved!['_LINK MOTEUR']) }),
      )[0]!;
      expect(copy['Status devis']).toBe('Signé');
      expect(copy.lignes).toHaveLength(1);
      expect((saved!.Horaire_liste as unknown[]).length).toBe(1);
    });

    it('keeps the typing on a 409 and shows the fields changed on both sides side by side to choose', async () => {
      const draft = (await reports()).find(
        (r) => Number(r.Statut) === 130 && text(r['Techniciens_Nom(1)']) === tech.name,
      )!;
      renderPage();
      await userEvent.click(await screen.findByText(text(draft['N° RAP COMP']), {}, FIRST));
      const observations = await screen.findByRole('textbox', { name: f.observations }, FIRST);
      await userEvent.clear(observations);
      await userEvent.type(observations, 'Fuite constatée sur le vérin');
      // Meanwhile the office changes the same field.
      await server.client('planif').call(calls.sav.edit_or, {
        id: text(draft.id),
        data: { Observ: 'Client rappelé par le bureau', version: Number(draft.version) },
      });
      await userEvent.click(screen.getByRole('button', { name: f.saveDraft }));
      const conflict = await screen.findByRole('dialog', { name: texts.conflict.title }, FIRST);
      const row = within(conflict).getByTestId('conflict-row');
      expect(row).toHaveTextContent('Fuite constatée sur le vérin');
      expect(row).toHaveTextContent('Client rappelé par le bureau');
      expect(observations).toHaveValue('Fuite constatée sur le vérin');
      await userEvent.click(within(conflict).getByRole('button', { name: texts.conflict.resend }));
      expect(await screen.findByText(f.saved, {}, FIRST)).toBeInTheDocument();
      const after = (await reports()).find((r) => r.id === draft.id)!;
      expect(after.Observ).toBe('Fuite constatée sur le vérin');
    });

    it('deletes a stored photo once confirmed; a refused session goes to the shell and keeps it', async () => {
      const draft = (await reports()).filter(
        (r) => Number(r.Statut) === 130 && text(r['Techniciens_Nom(1)']) === tech.name,
      )[1];
      expect(draft, 'a second draft of the technician').toBeDefined();
      for (const n of [1, 2]) {
        await server.client('tech').call(calls.sav.file_upload_with_ext, {
          file: PNG,
          path: `SAV/${text(draft!['_LINK MOTEUR'])}/PHOTO_SUPPR_${n}`,
          ext: 'png',
        });
      }
      let refuse = true;
      const onRefused = vi.fn();
      renderPage({
        onRefused,
        override: (def) =>
          refuse && def.name === 'photo_delete'
            ? { status: 401, body: { code: 401, message: 'Session expirée.' } }
            : undefined,
      });
      await userEvent.click(await screen.findByText(text(draft!['N° RAP COMP']), {}, FIRST));
      await userEvent.click(
        await screen.findByRole('button', { name: texts.photos.open(1) }, FIRST),
      );
      const viewer = await screen.findByRole('dialog', { name: texts.photos.viewer });
      expect(within(viewer).getByText(texts.photos.position(1, 2))).toBeInTheDocument();
      const remove = async () => {
        // The viewer is reachable again once the confirmation has faded out.
        await userEvent.click(
          await within(viewer).findByRole('button', { name: texts.photos.delete }, FIRST),
        );
        const confirm = await screen.findByRole('dialog', { name: texts.photos.deleteTitle });
        await userEvent.click(within(confirm).getByRole('button', { name: words.yes }));
      };

      await remove();
      await waitFor(() => expect(onRefused).toHaveBeenCalledTimes(1));
      expect(within(viewer).getByText(texts.photos.position(1, 2))).toBeInTheDocument();

      refuse = false;
      await remove();
      expect(
        await within(viewer).findByText(texts.photos.position(1, 1), {}, FIRST),
      ).toBeInTheDocument();
      expect(onRefused).toHaveBeenCalledTimes(1);
    });

    it('mails the recap PDF to the client’s contacts and an added address (spec 4 §5, §8)', async () => {
      const draft = (await reports()).find(
        (r) => Number(r.Statut) === 130 && text(r['Techniciens_Nom(1)']) === tech.name,
      )!;
      const clients = fieldRecords(await server.client('tech').call(calls.sav.get_clients, {}));
      const contacts = text(
        clients.find((c) => text(c.id) === text(draft.ID_client))?.CONTACT_MAIL_TOUS,
      )
        .split('|')
        .map((m) => m.trim())
        .filter(Boolean);
      renderPage();
      await userEvent.click(await screen.findByText(text(draft['N° RAP COMP']), {}, FIRST));
      await userEvent.click(await screen.findByRole('button', { name: f.email }, FIRST));
      const dialog = await screen.findByRole('dialog', { name: texts.share.title });
      for (const address of contacts)
        expect(await within(dialog).findByText(address, {}, FIRST)).toBeInTheDocument();
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: texts.share.address }),
        'atelier@example.test',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: texts.share.add }));
      await userEvent.click(within(dialog).getByRole('button', { name: texts.share.send }));
      expect(await screen.findByText(texts.share.sent, {}, FIRST)).toBeInTheDocument();
    });

    it('« Ouvrir en PDF » of a stored validated report opens the server’s recap; « Créer une nouvelle version » asks, creates the draft and opens it', async () => {
      const pdfs = capturePdfs();
      const validated = (await reports()).find(
        (r) =>
          Number(r.Statut) === 140 &&
          text(r['Techniciens_Nom(1)']) === tech.name &&
          !r.remplace_par,
      )!;
      const link = text(validated['_LINK MOTEUR']);
      const number = text(validated['N° RAP COMP']);
      renderPage();
      await userEvent.click(
        await screen.findByRole('combobox', { name: texts.list.status }, FIRST),
      );
      await userEvent.click(
        await screen.findByRole('option', { name: texts.list.statusName(140) }),
      );
      await userEvent.click(await screen.findByText(number, {}, FIRST));
      expect(await screen.findByText(f.readOnly, {}, FIRST)).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: f.openPdf }));
      await waitFor(() => expect(pdfs).toHaveLength(1), FIRST);
      const stored = await server
        .client('tech')
        .call(calls.sav.photo_download, { path: `SAV/${link}/recapitulatif.pdf` });
      const opened = new Uint8Array(await pdfs[0]!.arrayBuffer());
      expect(pdfs[0]!.name).toBe(`Rapport_SAV_${number}.pdf`);
      expect(Buffer.from(opened).toString('base64')).toBe(stored.fileBinary);

      // Asked first: « Non » creates nothing.
      await userEvent.click(screen.getByRole('button', { name: f.newVersion }));
      let ask = await screen.findByRole('dialog', { name: f.newVersion });
      expect(ask).toHaveTextContent(number);
      await userEvent.click(within(ask).getByRole('button', { name: 'Non' }));
      expect((await reports()).find((r) => r.id === validated.id)?.remplace_par).toBeUndefined();

      await userEvent.click(await screen.findByRole('button', { name: f.newVersion }, FIRST));
      ask = await screen.findByRole('dialog', { name: f.newVersion });
      await userEvent.click(within(ask).getByRole('button', { name: 'Oui' }));
      expect(await screen.findByText(f.newVersionCreated, {}, FIRST)).toBeInTheDocument();
      const replaced = (await reports()).find((r) => r.id === validated.id)!;
      const next = (await reports()).find((r) => r.id === replaced.remplace_par)!;
      expect(next).toMatchObject({ Statut: 130, version_de: validated.id, 'N° RAP COMP': number });
      expect(next.Signature_web).toBeUndefined();
      // The new draft is open, editable, and says which signed report it replaces.
      const observations = await screen.findByRole('textbox', { name: f.observations }, FIRST);
      expect(observations).not.toBeDisabled();
      expect(screen.getByText(text(next.Note_version))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: f.validate })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: f.newVersion })).not.toBeInTheDocument();
      const lines = fieldRecords(
        await server
          .client('tech')
          .call(calls.sav.get_or_1_Liste_byLink, { link: text(next['_LINK MOTEUR']) }),
      )[0]!.lignes as unknown[];
      expect(lines).toHaveLength(
        (
          fieldRecords(
            await server.client('tech').call(calls.sav.get_or_1_Liste_byLink, { link }),
          )[0]!.lignes as unknown[]
        ).length,
      );

      // The list says what replaced the signed report.
      await userEvent.click(screen.getByRole('button', { name: words.close }));
      const row = (await screen.findAllByText(number, {}, FIRST))
        .map((cell) => cell.closest('tr')!)
        .find((tr) => within(tr).queryByText(texts.list.replacedBy(text(next.id))));
      expect(row).toBeDefined();
    });

    it('« Ouvrir en PDF » of a report only on this device: the recap made here, with the signature', async () => {
      const pdfs = capturePdfs();
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: texts.list.create }, FIRST));
      await screen.findByRole('region', { name: f.sections.client }, FIRST);
      const clients = fieldRecords(await server.client('tech').call(calls.sav.get_clients, {}));
      await pick(f.client, text(clients[2]!.SOCIETE), text(clients[2]!.SOCIETE));
      for (const end of strokes.end) end();
      await userEvent.click(screen.getByRole('button', { name: f.openPdf }));
      await waitFor(() => expect(pdfs).toHaveLength(1), FIRST);
      const { text: recap } = await readPdfText(pdfs[0]!);
      expect(recap).toContain(text(clients[2]!.SOCIETE));
      expect(recap).toContain(texts.pdf.signature);
      expect(recap).not.toContain(texts.pdf.unsigned);
      expect(new TextDecoder('latin1').decode(await pdfs[0]!.arrayBuffer())).toContain(
        '/Subtype /Image',
      );
    });
  },
);

/** The PDFs `Ouvrir en PDF` opens in a new tab (a computer: no download). */
function capturePdfs(): File[] {
  const files: File[] = [];
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) =>
      ({
        matches: false,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  });
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (file: File) => {
      files.push(file);
      return `blob:pdf-${files.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(window, 'open').mockReturnValue({} as Window);
  return files;
}
