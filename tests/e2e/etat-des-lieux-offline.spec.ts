import { expect, test } from './support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';
import { VIEWPORTS } from './support/accounts';
import { callFamily } from './support/api';
import { controlledByServiceWorker } from './support/view';
import { records } from './support/records';
import type { Row } from './support/records';

// The condition check without a connection (spec 3 §2.1 sync list, §3.4, §4.2; issues 15, 31), in
// a real browser with its service worker and IndexedDB. A technician in a yard opens the list and
// an item's form kept on the device; reports finished offline stay on the device through a reload,
// reach the server when it comes back, and a sync whose answers are lost half-way sends nothing
// twice. The rules of the sync are proven on the page and the server
// (ConditionFormDialog.offline.server.test.tsx, tests/contract/etatdl.test.ts « saves applied
// once »), the shell's offline session by apps/shell/src/session/SessionProvider.test.tsx.
test.use({ account: 'tech', viewport: VIEWPORTS.desktop });

const FAMILY = 'etatdl';

const rowsOf = (page: Page) => page.getByRole('row', { name: /^Ouvrir / });
const count = (page: Page) => page.getByText(/^1–\d+ sur \d+$/);
const NOTICE =
  /^Hors connexion : données enregistrées sur cet appareil le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}\.$/;

/** The calls whose answers this device keeps (IndexedDB « locasuite », table `answers`). */
function keptCalls(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('locasuite');
        opening.onerror = () => resolve([]);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('answers')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('answers').objectStore('answers').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map((key) => String(key).split('|')[1] ?? ''));
          };
          keys.onerror = () => resolve([]);
        };
      }),
  );
}

async function offline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test('offline, the technician opens the kept list and an item’s form; back online Actualiser reads the server', async ({
  page,
  context,
}) => {
  await page.goto('/etat-des-lieux-materiel');
  await controlledByServiceWorker(page);

  // Online: the list, then one item's form, read from the server.
  const listed = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/get_materials`));
  await page.reload();
  expect((await listed).status()).toBe(200);
  await expect(count(page)).toBeVisible();
  const shownCount = await count(page).innerText();
  const firstRows = await rowsOf(page)
    .evaluateAll((all) => all.slice(0, 10).map((row) => row.getAttribute('aria-label') ?? ''))
    .then((names) => names.filter((name) => name !== ''));
  expect(firstRows.length).toBeGreaterThan(0);
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  const opened = firstRows[0] ?? '';
  const [contract = '', registration = ''] = opened.replace(/^Ouvrir /, '').split(' ');
  await page.getByRole('row', { name: opened, exact: true }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByRole('region', { name: 'Client' })).toBeVisible();
  await expect(form).toContainText(contract);
  await expect(form).toContainText(registration);
  await expect
    .poll(async () => {
      const kept = await keptCalls(page);
      return ['get_materials', 'get_headers_table', 'get_options', 'get_parc', 'get_agency'].every(
        (name) => kept.includes(`etatdl/${name}`),
      );
    })
    .toBe(true);
  await form.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Offline: the service worker opens the app, the shell the tool with the kept user, the page
  // the kept list and form.
  await offline(context, page);
  await page.reload();
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(count(page)).toHaveText(shownCount);
  const offlineRows = await rowsOf(page).evaluateAll((all) =>
    all.slice(0, 10).map((row) => row.getAttribute('aria-label') ?? ''),
  );
  expect(offlineRows.filter((name) => name !== '')).toEqual(firstRows);
  // The top bar's indicator says the server is unreachable; the page has no failure to report.
  await expect(page.getByRole('alert').filter({ hasText: 'Serveur injoignable' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);

  await page.getByRole('row', { name: opened, exact: true }).click();
  await expect(form.getByRole('region', { name: 'Client' })).toBeVisible();
  await expect(form).toContainText(contract);
  await expect(form).toContainText(registration);
  await form.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Back online: Actualiser reads the server again, without the notice.
  await context.setOffline(false);
  const fresh = page.waitForResponse((r) => r.url().includes(`/${FAMILY}/v1/get_materials`));
  await page.getByRole('button', { name: 'Actualiser' }).click();
  expect((await fresh).status()).toBe(200);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(count(page)).toBeVisible();
  await expect(rowsOf(page).first()).toBeVisible();
});

test.describe('twenty reports finished offline', () => {
  // Writes twenty records and counts their versions: a server of its own, so that no other test
  // of the worker reads or writes them.
  test.use({ ownServer: true });

  const COUNT = 20;
  const PNG =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  /** The leg a save of this record checks (spec 3 §4.1): departure at CD 0, return at CD 1 CR 0. */
  function legOf(record: Row): 'DEPART' | 'RETOUR' | null {
    const cd = String(record.CLD_CONTROLE_DEPART ?? '0');
    const cr = String(record.CLD_CONTROLE_RETOUR ?? '0');
    if (cd !== '1' && cr !== '1') return 'DEPART';
    if (cd === '1' && cr !== '1') return 'RETOUR';
    return null;
  }

  /** A save the server accepts (spec 3 §5.1, §5.2): every checklist line of the leg given a value. */
  function saved(record: Row): Record<string, unknown> {
    const leg = legOf(record)!;
    const lines = JSON.parse(String(record.CHECK_LIST_JSON_GESTION)) as Record<string, unknown>[];
    return {
      CLD_CONTROLE_DEPART: '1',
      CLD_CONTROLE_RETOUR: leg === 'DEPART' ? '0' : '1',
      CHECK_LIST_JSON_GESTION: JSON.stringify(
        lines.map((l) => ({
          ...l,
          [`CLD_QTE_${leg}`]:
            String(l.CLD_SELECTION ?? '')
              .split(',')
              .map((v) => v.trim())
              .find(Boolean) ?? '1',
        })),
      ),
      [`CLD_DATE_${leg}_VALIDATION`]: '11-25-2026',
      [`CLD_CONTROLEUR_${leg}`]: 'Technicien hors ligne',
      [`CLD_FLAG_SIGNATAIRE_${leg}`]: '1',
    };
  }

  /**
   * Puts finished reports and their photos into the device's store the way the form does (a photo
   * batch, then the report, each with its save id), straight into IndexedDB: twenty forms through
   * the screen would take minutes; the form's own offline save is proven on the page
   * (ConditionFormDialog.offline.server.test.tsx).
   */
  async function keepOnDevice(page: Page, rows: readonly Row[], user: string) {
    const works = rows.flatMap((r, i) => {
      const id = String(r.CLD_IDEnreg);
      const hex = (n: number) => n.toString(16).padStart(8, '0');
      const photoId = `${hex(Date.now() & 0xffffffff)}${hex(i)}${'0'.repeat(15)}1`;
      const reportId = `${hex(Date.now() & 0xffffffff)}${hex(i)}${'0'.repeat(15)}2`;
      const item = {
        contract: String(r.CLD_NUM_CONTRAT),
        matricule: String(r.CLD_MATRICULE),
        leg: legOf(r)!,
      };
      const base = { tool: 'etatdl', user, label: item, state: 'waiting' };
      return [
        {
          ...base,
          key: `etatdl:photos:${photoId}`,
          id: photoId,
          createdAt: 1_000 + 2 * i,
          data: { kind: 'photos', ...item, photos: [{ dataUrl: PNG, tags: [] }], saveId: photoId },
        },
        {
          ...base,
          key: `etatdl:report:${id}`,
          id,
          createdAt: 1_000 + 2 * i + 1,
          data: {
            kind: 'report',
            recordId: id,
            ...item,
            data: saved(r),
            version: Number(r.version),
            saveId: reportId,
          },
        },
      ];
    });
    await page.evaluate(
      (list) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('locasuite');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction('pending', 'readwrite');
            for (const w of list) tx.objectStore('pending').put(w);
            tx.oncomplete = () => {
              db.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      works,
    );
  }

  /** How many pieces of work the device still keeps. */
  function keptOnDevice(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('locasuite');
          open.onsuccess = () => {
            const db = open.result;
            const request = db.transaction('pending').objectStore('pending').count();
            request.onsuccess = () => {
              db.close();
              resolve(request.result);
            };
          };
          open.onerror = () => resolve(-1);
        }),
    );
  }

  const folderOf = (r: Row) =>
    `${String(r.CLD_NUM_CONTRAT)}|${String(r.CLD_MATRICULE)}|${String(legOf(r))}`;

  async function openSyncList(page: Page) {
    await page.getByRole('button', { name: /^États des lieux à synchroniser/ }).click();
    return page.getByRole('dialog', { name: 'Liste des états des lieux à synchroniser' });
  }

  test('kept through an offline reload, sent when the network returns; answers lost half-way: nothing sent twice', async ({
    page,
    context,
    server,
  }) => {
    // Forty uploads one after the other, and again after the cut: on a loaded 2-core machine a
    // sync takes minutes. The caps only stop a hung test.
    test.setTimeout(900_000);
    const SYNC_WAIT = { timeout: 600_000 };
    const token = await server.token('tech');
    const call = async (name: string, payload: unknown) => {
      const answer = await callFamily(server.url, FAMILY, name, payload, token);
      expect(answer.status, `${name}: ${answer.body.message ?? ''}`).toBe(200);
      return answer.body;
    };

    // The items: departures and returns waiting, with a checklist. The seed's waiting items
    // follow the day (rentals leaving within a week): on a day with too few, finished items are
    // reset to a departure first (the dashboard's delete, spec 3 §4.1).
    const byId = (a: Row, b: Row) => Number(a.CLD_IDEnreg) - Number(b.CLD_IDEnreg);
    const withChecklist = async () =>
      records(await call('get_materials', {})).filter(
        (r) =>
          String(r.CHECK_LIST_JSON_GESTION ?? '').length > 2 &&
          String(r.CLD_WAITING ?? '0') !== '1',
      );
    let all = await withChecklist();
    const waitingOf = (list: Row[]) => list.filter((r) => legOf(r) !== null);
    const missing = COUNT - waitingOf(all).length;
    if (missing > 0) {
      for (const r of all.filter((x) => legOf(x) === null).slice(0, missing)) {
        const reset = await callFamily(
          server.url,
          FAMILY,
          'edit_material',
          {
            id: String(r.CLD_IDEnreg),
            contrat: String(r.CLD_NUM_CONTRAT),
            matricule: String(r.CLD_MATRICULE),
            data: { CLD_CONTROLE_DEPART: '', CLD_CONTROLE_RETOUR: '' },
            version: Number(r.version),
          },
          token,
        );
        expect(reset.body.code, `reset of ${String(r.CLD_IDEnreg)}`).toBe(0);
      }
      all = await withChecklist();
    }
    // Departures and returns alternated, so that both legs travel.
    const departures = all.filter((r) => legOf(r) === 'DEPART').sort(byId);
    const returns = all.filter((r) => legOf(r) === 'RETOUR').sort(byId);
    const rows: Row[] = [];
    for (let i = 0; rows.length < COUNT && i < all.length; i++) {
      for (const r of [departures[i], returns[i]]) if (r && rows.length < COUNT) rows.push(r);
    }
    expect(rows, 'seeded items waiting for a check').toHaveLength(COUNT);
    expect(rows.some((r) => legOf(r) === 'RETOUR')).toBe(true);

    // Whose work the device keeps: the signed-in user's email.
    const info = JSON.stringify((await call('get_user_info', {})).data ?? null);
    const user = /"email":"([^"]+)"/.exec(info)?.[1] ?? '';
    expect(user, `the signed-in user's email in ${info.slice(0, 200)}`).not.toBe('');
    const photosBefore = new Map<string, number>();
    for (const r of rows) {
      const answer = (
        await call('get_photos', {
          contrat: r.CLD_NUM_CONTRAT,
          matricule: r.CLD_MATRICULE,
          type: legOf(r),
        })
      ).data as { photos: unknown[] };
      photosBefore.set(String(r.CLD_IDEnreg), answer.photos.length);
    }

    await page.goto('/etat-des-lieux-materiel');
    await controlledByServiceWorker(page);
    await expect(count(page)).toBeVisible();

    // The device keeps twenty finished reports with a photo each, the server is out of reach.
    await offline(context, page);
    await keepOnDevice(page, rows, user);
    await page.reload();

    // Reloaded without a network: the list of what waits is all there.
    let list = await openSyncList(page);
    await expect(list.getByTestId('sync-row')).toHaveCount(2 * COUNT);
    for (const r of rows.slice(0, 3)) {
      await expect(list.getByRole('row').filter({ hasText: String(r.CLD_MATRICULE) })).toHaveCount(
        2,
      );
    }
    await list.getByRole('button', { name: 'Synchroniser' }).click();
    await expect(list.getByRole('status')).toContainText('Pas de réseau');
    await expect(list.getByTestId('sync-row')).toHaveCount(2 * COUNT);
    await list.getByRole('button', { name: 'Fermer' }).click();

    // Back online, the sync runs by itself; the network drops after the server applied the 6th
    // photo batch: the device never hears that it arrived, and stops there.
    let reports = 0;
    let batches = 0;
    await page.route('**/api/etatdl/v1/edit_material', async (route) => {
      reports += 1;
      if (reports < 6) return route.continue();
      if (reports === 6) await route.fetch();
      return route.abort('connectionreset');
    });
    await page.route('**/api/etatdl/v1/set_photos', async (route) => {
      batches += 1;
      if (batches < 6) return route.continue();
      if (batches === 6) await route.fetch();
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    await expect.poll(() => batches, SYNC_WAIT).toBeGreaterThanOrEqual(6);
    await expect.poll(() => keptOnDevice(page), SYNC_WAIT).toBe(2 * COUNT - 10);

    // Signing out while work waits asks first (DECISIONS.md: kept on the device, never dropped).
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    const question = page.getByRole('dialog', { name: 'Envois en attente sur cet appareil' });
    await expect(question).toContainText(`${2 * COUNT - 10} envois attendent encore le serveur`);
    await question.getByRole('button', { name: 'Non' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/etat-des-lieux-materiel/);

    // The network whole again: the sync starts by itself on opening and empties the device.
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect.poll(() => keptOnDevice(page), SYNC_WAIT).toBe(0);
    list = await openSyncList(page);
    await expect(list.getByText('Aucun état des lieux n’attend sur cet appareil.')).toBeVisible();
    await list.getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByTestId('waiting-sync')).toHaveCount(0);

    // The server's view: each record saved once, with exactly one more photo of its leg.
    const now = new Map(
      records(await call('get_materials', {})).map((r) => [String(r.CLD_IDEnreg), r]),
    );
    for (const r of rows) {
      const stored = now.get(String(r.CLD_IDEnreg));
      expect(stored, `record ${String(r.CLD_IDEnreg)}`).toBeDefined();
      const leg = legOf(r)!;
      expect([stored!.CLD_CONTROLE_DEPART, stored!.CLD_CONTROLE_RETOUR]).toEqual(
        leg === 'DEPART' ? ['1', '0'] : ['1', '1'],
      );
      // Saved once: one version step, whatever the replays.
      expect(Number(stored!.version)).toBe(Number(r.version) + 1);
      const photos = (
        await call('get_photos', {
          contrat: r.CLD_NUM_CONTRAT,
          matricule: r.CLD_MATRICULE,
          type: leg,
        })
      ).data as { photos: unknown[] };
      // One photo per saved record; records of one item (contract, registration) share its folder.
      const sharing = rows.filter((o) => folderOf(o) === folderOf(r)).length;
      expect(photos.photos).toHaveLength(photosBefore.get(String(r.CLD_IDEnreg))! + sharing);
    }
  });
});
