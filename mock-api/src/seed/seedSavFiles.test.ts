import { conditionImageKind } from '@locasuite/core';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import { createMemoryFileStore } from '../inPage/memoryFileStore';
import { seedSavFiles, seededReports } from './seedSavFiles';

describe('seedSavFiles (issue 37 seed)', () => {
  it('gives each seeded report its photos and recap, and each signed one its hash', async () => {
    const { db, close } = await openTestDatabase('seeded');
    try {
      const files = createMemoryFileStore(() => new Date());
      const done = await seedSavFiles(db, files, new Date('2026-11-28T12:00:00Z'));
      const reports = await seededReports(db);
      expect(done).toBe(reports.length);
      for (const report of reports) {
        const stored = await files.list(`SAV/${report.link}/`);
        const photos = stored.filter((f) => f.path.endsWith('.png'));
        expect(photos).toHaveLength(report.data.Signature_web ? 3 : 2);
        expect(conditionImageKind(await files.get(photos[0]!.path))).toBe('png');
        const recap = await files.get(`SAV/${report.link}/recapitulatif.pdf`);
        expect((await PDFDocument.load(new Uint8Array(recap))).getPageCount()).toBeGreaterThan(0);
        if (report.data.Signature_web) expect(report.signed_sha256).toMatch(/^[0-9a-f]{64}$/);
        else expect(report.signed_sha256).toBeNull();
      }
      // Once more: the photos are kept, nothing is written twice.
      const before = await files.list('SAV/');
      await seedSavFiles(db, files, new Date('2026-11-28T12:00:00Z'));
      expect((await files.list('SAV/')).map((f) => f.path)).toEqual(before.map((f) => f.path));
    } finally {
      await close();
    }
  });
});
