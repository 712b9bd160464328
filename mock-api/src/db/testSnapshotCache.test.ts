import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freshSnapshotFolder } from './testSnapshotCache';

describe('freshSnapshotFolder', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('removes the keys made over an hour ago and keeps recent ones another run may still read', () => {
    const cache = mkdtempSync(join(tmpdir(), 'snapshot-cache-'));
    made.push(cache);
    const now = Date.parse('2026-11-28T12:00:00Z');
    const old = join(cache, 'old');
    const recent = join(cache, 'recent');
    mkdirSync(old);
    mkdirSync(recent);
    const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
    const tenMinutesAgo = new Date(now - 10 * 60 * 1000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    utimesSync(recent, tenMinutesAgo, tenMinutesAgo);

    const dir = freshSnapshotFolder(cache, 'current', now);

    expect(dir).toBe(join(cache, 'current'));
    expect(existsSync(dir)).toBe(true);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });
});
