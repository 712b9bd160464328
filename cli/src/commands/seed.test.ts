import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fillTestDataDir } from '@locasuite/mock-api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureIo } from '../captureIo';
import { run } from '../index';

const dataDir = mkdtempSync(join(tmpdir(), 'locasuite-cli-seed-'));
// A clone of the run's migrated database, empty of data: the commands find nothing to migrate.
beforeAll(() => fillTestDataDir(dataDir));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function locasuite(...args: string[]) {
  const capture = captureIo();
  const code = await run([...args, '--data-dir', dataDir], capture.io);
  return { code, out: capture.text(), err: capture.errors() };
}

const count = (out: string, table: string) =>
  Number(new RegExp(`^\\s+${table}\\s+(\\d+)$`, 'm').exec(out)?.[1] ?? Number.NaN);

describe('locasuite seed', () => {
  it('seeds an empty database, refuses to seed twice, and replaces the data with --reset', async () => {
    const first = await locasuite('seed', '--scale', '0.5');
    expect(first.code).toBe(0);
    expect(count(first.out, 'fleet')).toBe(160);
    expect(count(first.out, 'users')).toBe(3);
    expect(first.out).toMatch(/lignes\/s\)\.$/m);

    const again = await locasuite('seed');
    expect(again.code).toBe(1);
    expect(again.err).toBe(
      'Erreur : La base contient déjà des données : relancez avec --reset pour les remplacer par les données de démonstration.',
    );

    const reset = await locasuite('seed', '--reset', '--scale', '0.25', '--random-seed', '7');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('échelle 0.25, graine 7');
    expect(count(reset.out, 'fleet')).toBe(80);
    expect(count(reset.out, 'users')).toBe(0);

    const users = await locasuite('user', 'list');
    expect(users.out.match(/^\d+\s+(admin|planif|tech)\s/gm)).toHaveLength(3);
  });

  it('rejects a bad scale before touching the database', async () => {
    const bad = await locasuite('seed', '--scale', '0');
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^Erreur : Valeur invalide pour --scale <n> : l’échelle doit être/);
  });
});
