import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import { rowById } from './records';

let opened: OpenedDatabase;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(() => opened.close());

describe('rowById', () => {
  it('finds a row by its id given as a number or as its digits', async () => {
    const first = await opened.db
      .insertInto('companies')
      .values({ id: 42, data: JSON.stringify({ RS: 'Société test' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await rowById(opened.db, 'companies', first.id, 'absente')).id).toBe(first.id);
    expect((await rowById(opened.db, 'companies', String(first.id), 'absente')).id).toBe(first.id);
  });

  it('answers 404 with the text given for what no integer column holds, never a database error', async () => {
    for (const id of [987654, 'abc', '', -1, 1.5, 2 ** 31, '1e3x', null, undefined, { id: 1 }]) {
      await expect(rowById(opened.db, 'clients', id, 'Client introuvable.')).rejects.toMatchObject({
        status: 404,
        message: 'Client introuvable.',
      });
    }
  });
});
