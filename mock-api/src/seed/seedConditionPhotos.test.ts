import { conditionImageKind, conditionPhotoFolder } from '@locasuite/core';
import { sql } from 'kysely';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import { createMemoryFileStore } from '../inPage/memoryFileStore';
import { demoPhotoPng, seedConditionPhotos } from './seedConditionPhotos';

describe('seedConditionPhotos (issue 14 seed)', () => {
  it('makes a real PNG: its signature, its size and pixels that inflate', () => {
    const png = demoPhotoPng(3, 10, 6);
    expect(conditionImageKind(png)).toBe('png');
    expect(png.readUInt32BE(16)).toBe(10);
    expect(png.readUInt32BE(20)).toBe(6);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('latin1')).toBe('IDAT');
    expect(inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength((10 * 3 + 1) * 6);
    expect(demoPhotoPng(3, 10, 6).equals(png)).toBe(true);
    expect(demoPhotoPng(4, 10, 6).equals(png)).toBe(false);
  });

  it('puts departure and return photos in the photo folders of checked items, once', async () => {
    const { db, close } = await openTestDatabase('seeded');
    try {
      const files = createMemoryFileStore(() => new Date());
      const written = await seedConditionPhotos(db, files);
      const stored = await files.list('LOCATION/');
      expect(stored).toHaveLength(written);
      const lines = await db
        .selectFrom('contract_lines')
        .select('data')
        .where(sql<boolean>`data ? 'CHECK_LIST_JSON'`)
        .where(sql<string>`data->>'CLD_CONTROLE_DEPART'`, '=', '1')
        .execute();
      const folders = new Map(
        lines.map((l) => [
          conditionPhotoFolder(l.data.CLD_NUM_CONTRAT, l.data.CLD_MATRICULE),
          l.data.CLD_CONTROLE_RETOUR === '1',
        ]),
      );
      const returns = stored.filter((f) => f.path.endsWith('/RETOUR_001.png'));
      expect(returns.length).toBeGreaterThan(0);
      expect(written).toBeGreaterThan(returns.length);
      for (const f of stored) {
        const folder = f.path.slice(0, f.path.lastIndexOf('/') + 1);
        expect(folders.has(folder), f.path).toBe(true);
        if (f.path.endsWith('RETOUR_001.png')) expect(folders.get(folder)).toBe(true);
        expect(conditionImageKind(await files.get(f.path))).toBe('png');
      }
      expect(await seedConditionPhotos(db, files)).toBe(0);
    } finally {
      await close();
    }
  });
});
