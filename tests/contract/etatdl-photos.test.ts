import {
  conditionState,
  photoTraceFromTags,
  photoTraceTags,
  PHOTO_TAGS_MAX,
} from '@locasuite/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyCalls, startSignedInServer } from './support/family';
import type { TestServer } from './support/testServer';

const BASE = '/api/etatdl/v1';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TAKEN = Date.UTC(2026, 10, 23, 8, 30);

let t: TestServer;
let planif: string;
const { call, ok } = familyCalls(BASE, () => t);

beforeAll(async () => {
  ({ t, planif } = await startSignedInServer());
});
afterAll(() => t.close());

/** The n-th seeded item in the Reprise state (departure checked, return to do): one per test. */
async function returnItem(n: number) {
  const lines = await t.server.db
    .selectFrom('contract_lines')
    .select(['data'])
    .where(sql<boolean>`data ? 'CHECK_LIST_JSON'`)
    .orderBy('id')
    .execute();
  const line = lines.filter((l) => conditionState(l.data) === 'return')[n];
  return {
    contrat: String(line!.data.CLD_NUM_CONTRAT),
    matricule: String(line!.data.CLD_MATRICULE),
  };
}

type Photo = { name: string; path: string; tags?: string[] };
const photosOf = async (item: object, type: 'DEPART' | 'RETOUR') =>
  (
    ok('get_photos', await call('get_photos', { ...item, type }, planif)) as unknown as {
      photos: Photo[];
    }
  ).photos;

describe('set_tags: a photo carries when and where it was taken (issue 14, spec 3 §7.1)', () => {
  it('stores the tags, answers them with get_photos, removes them with the photo', async () => {
    const item = await returnItem(0);
    const added = await call('set_photos', { ...item, type: 'DEPART', fileList: [PNG] }, planif);
    expect(added, added.message).toMatchObject({ status: 200, code: 0 });
    const [path] = (added.data as { paths: string[] }).paths;
    const tags = photoTraceTags({ takenAt: TAKEN, latitude: 45.764, longitude: 4.8357 });
    expect(await call('set_tags', { path, tags }, planif)).toMatchObject({ status: 200, code: 0 });

    const listed = await photosOf(item, 'DEPART');
    const photo = listed.find((p) => p.path === path);
    expect(photo?.tags).toEqual(tags);
    expect(photoTraceFromTags(photo?.tags)).toEqual({
      takenAt: TAKEN,
      latitude: 45.764,
      longitude: 4.8357,
    });
    // The photo folder holds photos only: the tags are beside it, not counted as a photo.
    expect(listed.every((p) => p.path.includes('/PHOTOS/'))).toBe(true);

    expect(await call('photo_delete', { path }, planif)).toMatchObject({ code: 0 });
    // A new photo that gets the same name starts without the old one's tags.
    const again = await call('set_photos', { ...item, type: 'DEPART', fileList: [PNG] }, planif);
    const [second] = (again.data as { paths: string[] }).paths;
    const reused = (await photosOf(item, 'DEPART')).find((p) => p.path === second);
    expect(reused?.tags).toEqual([]);
  });

  it('refuses a missing photo, a path outside the photo folders, and tags past the limits', async () => {
    const item = await returnItem(1);
    const folder = `LOCATION/${item.contrat}/${item.matricule.replace(/\//g, '@')}/PHOTOS/`;
    expect(
      await call('set_tags', { path: `${folder}DEPART_999.png`, tags: ['prise:1'] }, planif),
    ).toMatchObject({ status: 404, message: 'Photo introuvable.' });
    expect(
      await call('set_tags', { path: 'Etat_des_lieux_pdf/x.pdf', tags: [] }, planif),
    ).toMatchObject({
      status: 422,
      message: 'Seules les photos d’un état des lieux (…/PHOTOS/…) portent des étiquettes.',
    });
    const added = await call('set_photos', { ...item, type: 'RETOUR', fileList: [PNG] }, planif);
    const [path] = (added.data as { paths: string[] }).paths;
    const many = Array.from({ length: PHOTO_TAGS_MAX + 1 }, (_, i) => `t${i}`);
    expect(await call('set_tags', { path, tags: many }, planif)).toMatchObject({
      status: 422,
      message: 'Une photo porte 10 étiquettes au plus.',
    });
    expect(await call('set_tags', { path, tags: ['x'.repeat(101)] }, planif)).toMatchObject({
      status: 422,
      message: 'Une étiquette fait 100 caractères au plus.',
    });
    expect(await call('set_tags', { path, tags: ['prise:1'] }, null)).toMatchObject({
      status: 401,
    });
    expect(await call('photo_delete', { path }, planif)).toMatchObject({ code: 0 });
  });

  it('reuses the departure photos on the return through the existing calls (spec 3 §5.3)', async () => {
    const item = await returnItem(2);
    const added = await call('set_photos', { ...item, type: 'DEPART', fileList: [PNG] }, planif);
    const [path] = (added.data as { paths: string[] }).paths;
    const tags = photoTraceTags({ takenAt: TAKEN });
    await call('set_tags', { path, tags }, planif);
    expect(await photosOf(item, 'RETOUR')).toEqual([]);

    // What the page does: download each departure photo, store it as a return photo, copy its tags.
    const departure = await photosOf(item, 'DEPART');
    for (const photo of departure) {
      const bytes = (await call('photo_download', { path: photo.path }, planif)).data as {
        fileBinary: string;
      };
      const copied = await call(
        'set_photos',
        { ...item, type: 'RETOUR', fileList: [bytes.fileBinary] },
        planif,
      );
      const [copy] = (copied.data as { paths: string[] }).paths;
      await call('set_tags', { path: copy, tags: photo.tags ?? [] }, planif);
    }
    const returned = await photosOf(item, 'RETOUR');
    expect(returned.map((p) => p.name)).toEqual(
      departure.map((p) => p.name.replace('DEPART', 'RETOUR')),
    );
    expect(returned.find((p) => p.name === 'RETOUR_001.png')?.tags).toEqual(
      departure.find((p) => p.path === path)?.tags,
    );
  });
});
