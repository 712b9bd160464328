import { PDF_SIGNER_MESSAGES } from '@locasuite/core';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../HttpError';
import { createLocalFileStore } from './createLocalFileStore';
import type { FileStore } from './FileStore';
import { normaliseFilePath } from './normaliseFilePath';

let base: string;
let store: FileStore;
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'locasuite-files-'));
  mkdirSync(join(base, 'outside'));
  writeFileSync(join(base, 'outside', 'secret.txt'), 'secret');
  store = createLocalFileStore(join(base, 'files'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'accepted';
  } catch (error) {
    return error instanceof HttpError ? `${error.status} ${error.message}` : String(error);
  }
};

describe('normaliseFilePath', () => {
  it('collapses empty and dot segments', () => {
    expect(normaliseFilePath('LOCATION//C001/./AB-123-CD/PHOTOS/1.jpg')).toBe(
      'LOCATION/C001/AB-123-CD/PHOTOS/1.jpg',
    );
    expect(normaliseFilePath('', { allowEmpty: true })).toBe('');
  });

  it.each([
    '../secret.txt',
    'a/../../secret.txt',
    'a/..',
    '/etc/passwd',
    'C:/Windows/win.ini',
    'a\\..\\b',
    'a\u0000b',
    '',
    '.',
  ])('refuses %j', (path) => {
    expect(() => normaliseFilePath(path)).toThrow('Chemin de fichier invalide');
  });
});

describe('createLocalFileStore', () => {
  it('puts, gets, stats, lists and deletes files', async () => {
    const info = await store.put('LOCATION/C001/AB@123/PHOTOS/1.jpg', new Uint8Array([1, 2, 3]));
    expect(info).toMatchObject({ path: 'LOCATION/C001/AB@123/PHOTOS/1.jpg', size: 3 });
    await store.put('LOCATION/C001/AB@123/PHOTOS/2.jpg', 'deux');
    await store.put('LOCATION/C002/x.pdf', 'pdf');
    expect([...(await store.get('LOCATION/C001/AB@123/PHOTOS/1.jpg'))]).toEqual([1, 2, 3]);
    expect(await store.exists('LOCATION/C001/AB@123/PHOTOS/2.jpg')).toBe(true);
    expect(await store.exists('LOCATION/C001/AB@123/PHOTOS/3.jpg')).toBe(false);
    expect(await store.exists('LOCATION/C001')).toBe(false);
    expect((await store.list('LOCATION/C001')).map((f) => f.path)).toEqual([
      'LOCATION/C001/AB@123/PHOTOS/1.jpg',
      'LOCATION/C001/AB@123/PHOTOS/2.jpg',
    ]);
    expect((await store.list()).length).toBe(3);
    expect(await store.list('NOPE')).toEqual([]);
    expect((await store.stat('LOCATION/C002/x.pdf'))?.size).toBe(3);
    expect(await store.delete('LOCATION/C002/x.pdf')).toBe(true);
    expect(await store.delete('LOCATION/C002/x.pdf')).toBe(false);
    expect(await refusal(store.get('LOCATION/C002/x.pdf'))).toBe(
      '404 Fichier introuvable : LOCATION/C002/x.pdf',
    );
  });

  it('replaces a file atomically and leaves no temporary file', async () => {
    await store.put('a/b.txt', 'un');
    await store.put('a/b.txt', 'deux');
    expect((await store.get('a/b.txt')).toString()).toBe('deux');
    expect(readdirSync(join(base, 'files', 'a'))).toEqual(['b.txt']);
  });

  it('refuses traversal, absolute paths, NUL and backslashes on every operation', async () => {
    const bad = [
      '../outside/secret.txt',
      '/etc/passwd',
      'a/../../outside/secret.txt',
      'a\\b',
      'x\u0000y',
    ];
    for (const path of bad) {
      expect(await refusal(store.get(path))).toBe('422 Chemin de fichier invalide');
      expect(await refusal(store.put(path, 'x'))).toBe('422 Chemin de fichier invalide');
      expect(await refusal(store.exists(path))).toBe('422 Chemin de fichier invalide');
      expect(await refusal(store.delete(path))).toBe('422 Chemin de fichier invalide');
      expect(await refusal(store.list(path))).toBe('422 Chemin de fichier invalide');
    }
  });

  it('refuses symlinks that lead out of the root', async () => {
    symlinkSync(join(base, 'outside'), join(base, 'files', 'escape'));
    symlinkSync(join(base, 'outside', 'secret.txt'), join(base, 'files', 'secret-link.txt'));
    expect(await refusal(store.get('escape/secret.txt'))).toBe('422 Chemin de fichier invalide');
    expect(await refusal(store.put('escape/new.txt', 'x'))).toBe('422 Chemin de fichier invalide');
    expect(await refusal(store.put('escape/deep/new.txt', 'x'))).toBe(
      '422 Chemin de fichier invalide',
    );
    expect(await refusal(store.get('secret-link.txt'))).toBe('422 Chemin de fichier invalide');
    expect(await refusal(store.delete('secret-link.txt'))).toBe('422 Chemin de fichier invalide');
    expect(readdirSync(join(base, 'outside'))).toEqual(['secret.txt']);
  });
});

describe('sealed files (issue 36: signed evidence is immutable)', () => {
  it('refuses to overwrite or delete a sealed file, for every caller, and keeps serving it', async () => {
    await store.put('CLIENTS/C1/signed.pdf', '%PDF-signed');
    expect(await store.isSealed('CLIENTS/C1/signed.pdf')).toBe(false);
    await store.seal('CLIENTS/C1/signed.pdf');
    expect(await store.isSealed('CLIENTS/C1/signed.pdf')).toBe(true);
    const sealed = `409 ${PDF_SIGNER_MESSAGES.signedImmutable}`;
    expect(await refusal(store.put('CLIENTS/C1/signed.pdf', '%PDF-forged'))).toBe(sealed);
    expect(await refusal(store.put('CLIENTS//C1/./signed.pdf', '%PDF-forged'))).toBe(sealed);
    expect(await refusal(store.delete('CLIENTS/C1/signed.pdf'))).toBe(sealed);
    expect((await store.get('CLIENTS/C1/signed.pdf')).toString()).toBe('%PDF-signed');
    // A new version is a new file.
    await store.put('CLIENTS/C1/signed-v2.pdf', '%PDF-v2');
    expect(await store.isSealed('CLIENTS/C1/signed-v2.pdf')).toBe(false);
  });

  it('stays sealed for a store opened again on the same directory (a restart)', async () => {
    await store.put('CLIENTS/C2/a.pdf', '%PDF-a');
    await store.seal('CLIENTS/C2/a.pdf');
    const again = createLocalFileStore(join(base, 'files'));
    expect(await again.isSealed('CLIENTS/C2/a.pdf')).toBe(true);
    expect(await refusal(again.put('CLIENTS/C2/a.pdf', 'x'))).toBe(
      `409 ${PDF_SIGNER_MESSAGES.signedImmutable}`,
    );
  });
});
