import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { callFamily } from './support/api';
import { startOnAWorkingMorning } from './support/clock';
import { expect, test } from './support/fixtures';
import { records } from './support/records';

// Issue 34 item 13: axe-core's WCAG 2 A and AA rules find no violation on any tool page at
// 1366 px, as an administrator (who sees every tool and every button). axe runs in the page once
// it shows its data (the timelines drawn, the lists filled): what it reports is listed by rule,
// impact and the elements concerned, so a failure says what to fix.

const AXE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'node_modules',
  'axe-core',
  'axe.min.js',
);

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly {
    readonly target: readonly unknown[];
    readonly html: string;
    readonly failureSummary?: string;
  }[];
}

/** axe-core's violations of the WCAG 2.0 and 2.1 A and AA rules on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, not as a <script>: the app's Content-Security-Policy
  // (script-src 'self') stays as it is in production.
  await page.evaluate(readFileSync(AXE, 'utf8'));
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(context: Document, options: object): Promise<{ violations: Violation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        html: n.html.slice(0, 240),
        failureSummary: n.failureSummary ?? '',
      })),
    }));
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`)
        .join(' | ')}${v.nodes.length > 5 ? ` … (${v.nodes.length})` : ''}`,
  );
}

type Server = { url: string; token: (account: 'admin') => Promise<string> };

/** One call of a tool family as the administrator; the test fails unless it answers 200. */
async function call(server: Server, family: string, name: string, payload: unknown) {
  const answer = await callFamily(server.url, family, name, payload, await server.token('admin'));
  expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
  return answer.body.data;
}

/** The path of an unsigned document of the first client with files (the signer's seed). */
async function unsignedDocument(server: Server): Promise<string> {
  const ids = (await call(server, 'pdf-signer', 'get_client_liste', {})) as unknown[];
  const clients = records({ data: await call(server, 'pdf-signer', 'get_client_data_liste', {}) });
  const client = clients.find((c) => ids.map(String).includes(String(c.id)));
  const files = (await call(server, 'pdf-signer', 'get_client_files_by_code', {
    code: client?.CODE_CLIENT,
  })) as { path_display: string }[];
  return files.map((f) => f.path_display).find((p) => p.includes('@@NOK@@')) ?? '';
}

/** The path of `link` in the newest mail of the admin's mailbox whose subject starts with `subject`. */
async function mailedPath(server: Server, subject: string, link: RegExp): Promise<string> {
  const mails = records({
    data: await call(server, 'emailVisualisation', 'sendinBlue_get_emails_list', {
      email: MAILBOX,
    }),
  });
  const mail = mails.find((m) => String(m.subject).startsWith(subject));
  const detail = (await call(server, 'emailVisualisation', 'get_email_detail', {
    messageId: mail?.messageId,
    tag: mail?.tag,
  })) as { body?: string; html?: string };
  const path = link.exec(`${detail.body ?? ''} ${detail.html ?? ''}`)?.[0];
  expect(path, `the link of the mail « ${subject} »`).toBeDefined();
  return path ?? '';
}

/** The customer’s link of a new request to sign a document (signature-en-ligne). */
async function signingLink(server: Server): Promise<string> {
  const path = await unsignedDocument(server);
  await call(server, 'pdf-signer', 'send_double_verif_by_mail', {
    clientData: { email: MAILBOX, tel: '06 12 34 56 78', path },
    files: { document: path },
  });
  return mailedPath(
    server,
    'Document à signer',
    /\/signature-double-authentification\?id=[0-9a-f]{32}/,
  );
}

/**
 * An item in Reprise whose departure is not signed: the last of them, the browser test of the
 * customer's signature signing the first.
 */
async function itemInReturn(server: Server) {
  const text = (value: unknown) => String(value ?? '').trim();
  const item = records({ data: await call(server, 'etatdl', 'get_return_materials', {}) })
    .filter((r) => text(r.CLD_CONTROLE_DEPART) === '1' && text(r.CLD_CONTROLE_RETOUR) !== '1')
    .filter((r) => text(r.CLD_SIGNATURE_DEPART) === '')
    .sort((a, b) => Number(a.CLD_IDEnreg) - Number(b.CLD_IDEnreg))
    .at(-1);
  expect(item, 'a seeded item in Reprise without a departure signature').toBeDefined();
  return { contrat: text(item?.CLD_NUM_CONTRAT), matricule: text(item?.CLD_MATRICULE) };
}

/** The customer's link of a new request to sign a departure report (the condition check). */
async function conditionSigningLink(server: Server): Promise<string> {
  const { contrat, matricule } = await itemInReturn(server);
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]).drawText('Etat des lieux a signer', { x: 50, y: 780, size: 14 });
  await call(server, 'etatdl', 'send_signature_request', {
    emails: [MAILBOX],
    pdf: `data:application/pdf;base64,${Buffer.from(await doc.save()).toString('base64')}`,
    info: { contrat, matricule, state: 'DEPART', etadlData: {} },
  });
  return mailedPath(
    server,
    `Signature de l’état des lieux du contrat ${contrat}`,
    /\/etat-des-lieux-materiel\/signature\?id=[0-9a-f]{32}/,
  );
}

/** The admin's mailbox (the e-mail history shows what it receives). */
const MAILBOX = 'sav@locasuite-location.fr';

/**
 * Each tool page and what it shows once its data is there. `path` may be made on the server first
 * (a signing request's link); `ready` waits for the data and opens what is checked (a dialog).
 */
const PAGES: readonly {
  name: string;
  path: string | ((server: Server) => Promise<string>);
  ready: (page: Page, server: Server) => Promise<void>;
  /** A planning that opens on today: its clock starts on a working morning (support/clock.ts). */
  workingMorning?: true;
}[] = [
  {
    name: '/',
    path: '/',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: '/planning-technicien',
    path: '/planning-technicien',
    workingMorning: true,
    ready: async (page) => {
      await expect(page.getByText('Chargement du planning…')).toBeHidden();
      await expect(page.locator('.ls-intervention-bar').first()).toBeVisible();
    },
  },
  {
    name: '/planning-disponibilite',
    path: '/planning-disponibilite',
    ready: async (page) => {
      await expect(
        page.locator('[data-testid="availability-calendar"] .ls-bar').first(),
      ).toBeVisible();
    },
  },
  {
    name: '/planning-gestion-rdv-velo',
    path: '/planning-gestion-rdv-velo',
    workingMorning: true,
    ready: async (page) => {
      await expect(page.getByText('Chargement des disponibilités…')).toBeHidden();
      await expect(page.locator('.ls-rdv-slot').first()).toBeVisible();
    },
  },
  {
    name: '/planning-livraison',
    path: '/planning-livraison',
    ready: async (page) => {
      await expect(page.getByText('Chargement des livraisons…')).toBeHidden();
      await expect(page.getByRole('rowheader').first()).toBeVisible();
    },
  },
  {
    name: '/etat-des-lieux-materiel',
    path: '/etat-des-lieux-materiel',
    ready: async (page) => {
      await expect(page.getByText(/^1–\d+ sur \d+$/)).toBeVisible();
    },
  },
  {
    name: '/etat-des-lieux-velo',
    path: '/etat-des-lieux-velo',
    ready: async (page) => {
      await expect(page.getByText(/^1–\d+ sur \d+$/)).toBeVisible();
    },
  },
  {
    name: '/etat-des-lieux-materiel (an item’s form)',
    path: async (server) =>
      `/etat-des-lieux-materiel?${new URLSearchParams(await itemInReturn(server)).toString()}`,
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Client' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Envoyer pour signature' })).toBeVisible();
    },
  },
  {
    name: '/etat-des-lieux-materiel/signature (the customer’s page)',
    path: conditionSigningLink,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: 'Signer l’état des lieux' })).toBeVisible();
    },
  },
  {
    name: '/statistiques',
    path: '/statistiques',
    ready: async (page) => {
      await expect(page.getByText('Chargement des statistiques…')).toBeHidden();
      await expect(page.locator('canvas').first()).toBeVisible();
    },
  },
  {
    name: '/email-visualisation',
    path: '/email-visualisation',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Email historique' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    name: '/gestion-livraison',
    path: '/gestion-livraison',
    ready: async (page) => {
      await expect(page.getByText(/Fond de carte indisponible/)).toBeVisible();
      await expect(page.locator('.leaflet-tooltip').first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Calendrier' }).getByText(/ · /).first(),
      ).toBeVisible();
    },
  },
  {
    name: '/signature-en-ligne (a client’s documents)',
    path: '/signature-en-ligne',
    ready: async (page) => {
      const box = page.getByRole('combobox', { name: 'Client' });
      await box.click();
      await page.getByRole('option').first().click();
      await expect(
        page.getByRole('table', { name: 'Documents du client' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
  {
    name: '/signature-double-authentification (the customer’s page)',
    path: signingLink,
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /^Recevoir un code par MAIL/ })).toBeVisible();
    },
  },
  {
    name: '/signature-en-ligne/verification (a signed file checked)',
    path: '/signature-en-ligne/verification',
    ready: async (page, server) => {
      const listing = (await call(server, 'pdf-signer', 'get_files_liste_from_path', {
        path: '/CLIENTS',
      })) as { path_display: string }[];
      const signed = listing.find((f) => f.path_display.includes('@@OK@@'));
      const { fileBinary } = (await call(server, 'pdf-signer', 'get_file_from_path', {
        path: signed?.path_display,
      })) as { fileBinary: string };
      await page.getByLabel('Choisir un PDF').setInputFiles({
        name: 'contrat-signé.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(fileBinary, 'base64'),
      });
      await expect(page.getByRole('table', { name: 'Certificat de signature' })).toBeVisible();
    },
  },
  {
    name: '/sav-gestion',
    path: '/sav-gestion',
    ready: async (page) => {
      await savReports(page);
    },
  },
  {
    name: '/sav-gestion (a report opened full screen)',
    path: '/sav-gestion',
    ready: async (page) => {
      await (await savReports(page)).click();
      const form = page.getByRole('dialog', { name: /^Rapport SAV / });
      await expect(form.getByRole('region', { name: 'INFORMATION CLIENT' })).toBeVisible();
      await expect(form.getByRole('table', { name: 'Pièces détachées du rapport' })).toBeVisible();
    },
  },
  {
    name: '/contrat-gestion',
    path: '/contrat-gestion',
    ready: async (page) => {
      await expect(
        page.getByRole('table', { name: 'Contrats' }).getByRole('row').nth(1),
      ).toBeVisible();
    },
  },
  {
    name: '/contrat-gestion (a contract’s form)',
    path: '/contrat-gestion',
    ready: async (page) => {
      await page.getByRole('table', { name: 'Contrats' }).getByRole('row').nth(1).click();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
];

/**
 * The after-sales list with every technician's reports in progress (the administrator has none of
 * their own); returns its first report's row.
 */
async function savReports(page: Page) {
  await page.getByRole('combobox', { name: 'Technicien' }).click();
  await page.getByRole('option', { name: 'Tous' }).click();
  const first = page
    .getByRole('table', { name: 'Rapports SAV' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: 'Aucun rapport trouvé.' })
    .first();
  await expect(first).toBeVisible();
  return first;
}

/** Nothing leaves the suite (the map's tiles are refused, as on an intranet). */
async function offTheInternet(page: Page, baseURL: string) {
  await page.route('**/*', (route) =>
    route.request().url().startsWith(baseURL) ? route.continue() : route.abort(),
  );
}

test.describe('accessibility at 1366 px', () => {
  test.use({ account: 'admin' });

  for (const { name, path, ready, workingMorning } of PAGES) {
    test(`${name}: axe-core finds no WCAG 2 A or AA violation (issue 34 item 13)`, async ({
      page,
      server,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await offTheInternet(page, server.url);
      if (workingMorning) await startOnAWorkingMorning(page);
      await page.goto(typeof path === 'string' ? path : await path(server));
      await ready(page, server);
      expect(await violations(page)).toEqual([]);
    });
  }
});
