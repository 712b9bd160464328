import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts, readHashedAssets } from './webApp';

describe('accepts: the Accept-Encoding a browser sends', () => {
  it('takes a coding named, or `*`, unless its quality is 0', () => {
    expect(accepts('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(accepts('gzip, deflate', 'br')).toBe(false);
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
    expect(accepts('BR;q=0.5', 'br')).toBe(true);
    expect(accepts('*', 'gzip')).toBe(true);
    expect(accepts('*;q=0', 'gzip')).toBe(false);
    expect(accepts('gzip;q=0, *', 'gzip')).toBe(false);
    expect(accepts('identity', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
    expect(accepts('gzip;q=abc', 'gzip')).toBe(false);
  });
});

describe('readHashedAssets: the build’s hashed files, kept in memory', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'locasuite-assets-'));
    mkdirSync(join(root, 'assets', 'nested'), { recursive: true });
    writeFileSync(join(root, 'assets', 'index-B3xk9QpZ.js'), 'a'.repeat(100));
    writeFileSync(join(root, 'assets', 'index-B3xk9QpZ.js.br'), 'b'.repeat(10));
    writeFileSync(join(root, 'assets', 'style-C4yl0RqA.css'), 'c'.repeat(100));
    writeFileSync(join(root, 'assets', 'unhashed.js'), 'd');
    writeFileSync(join(root, 'assets', 'notes-D5zm1SrB.txt'), 'e');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads the hashed scripts and styles with their compressed copies, nothing else', () => {
    const assets = readHashedAssets(root);
    expect([...assets.keys()].sort()).toEqual([
      '/assets/index-B3xk9QpZ.js',
      '/assets/style-C4yl0RqA.css',
    ]);
    const script = assets.get('/assets/index-B3xk9QpZ.js');
    expect(script?.identity.length).toBe(100);
    expect(script?.br?.length).toBe(10);
    expect(script?.gzip).toBeUndefined();
    expect(script?.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('stops at its budget (the disk answers the others) and reads nothing without a build', () => {
    expect([...readHashedAssets(root, 150).keys()]).toEqual(['/assets/index-B3xk9QpZ.js']);
    expect(readHashedAssets(join(root, 'absent')).size).toBe(0);
  });
});
