import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testSnapshots';
import { createLocalFileStore } from './createLocalFileStore';
import { sealRegisteredDocuments } from './sealRegisteredDocuments';

const dir = mkdtempSync(join(tmpdir(), 'locasuite-seal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sealRegisteredDocuments (issue 36: the customer-signed reports are sealed in the store)', () => {
  it('seals the registered signed documents, so no call can replace the signed report', async () => {
    const opened = await openTestDatabase();
    try {
      const files = createLocalFileStore(join(dir, 'files'));
      const path = 'LOCATION/C1/M1/C1_M1_DEPART_SIGNE_1.pdf';
      await files.put(path, '%PDF-signé');
      await files.put('LOCATION/C1/M1/autre.pdf', '%PDF-autre');
      await opened.db
        .insertInto('signed_documents')
        .values({
          path,
          folder: 'LOCATION/C1/M1/',
          sha256: 'a'.repeat(64),
          signature_request_id: null,
          signed_at: new Date(),
        })
        .execute();
      expect(await sealRegisteredDocuments(opened.db, files)).toBe(1);
      // What `file_upload` as any user would do to it: refused by the store.
      await expect(files.put(path, '%PDF-faux')).rejects.toMatchObject({ status: 409 });
      expect((await files.get(path)).toString()).toBe('%PDF-signé');
      expect(await files.isSealed('LOCATION/C1/M1/autre.pdf')).toBe(false);
      expect(await sealRegisteredDocuments(opened.db, files)).toBe(0);
    } finally {
      await opened.close();
    }
  });
});
