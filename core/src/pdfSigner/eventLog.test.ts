import { describe, expect, it } from 'vitest';
import {
  bytesSha256,
  chainEvent,
  newVersionData,
  verifyEventLog,
  versionsOf,
  type SignerEvent,
} from './eventLog';

const at = (m: number) => new Date(Date.UTC(2025, 2, 17, 9, m));

function log(): SignerEvent[] {
  const a = chainEvent(null, { kind: 'created', at: at(0), data: { path: 'x.pdf' } });
  const b = chainEvent(a, { kind: 'sent', at: at(1), data: { email: 'c***@b.fr' } });
  const c = chainEvent(b, { kind: 'signed', at: at(2), data: { fileSha256: 'f'.repeat(64) } });
  return [a, b, c];
}

describe('chainEvent / verifyEventLog (issue 36: a hash-chained event log)', () => {
  it('numbers the events and chains each to the previous hash', () => {
    const [a, b] = log();
    expect(a).toMatchObject({ seq: 1, prev: '' });
    expect(b?.prev).toBe(a?.hash);
    expect(a?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts an untouched log and the signed file', () => {
    expect(verifyEventLog(log(), 'f'.repeat(64))).toEqual({
      valid: true,
      signedSha256: 'f'.repeat(64),
    });
  });

  it('fails on a tampered event', () => {
    const events = log();
    events[1] = { ...events[1]!, data: { email: 'pirate@b.fr' } };
    expect(verifyEventLog(events)).toEqual({ valid: false, reason: 'hash', seq: 2 });
  });

  it('fails on a removed or re-hashed event (the next one no longer chains)', () => {
    const events = log();
    expect(verifyEventLog([events[0]!, events[2]!])).toMatchObject({
      valid: false,
      reason: 'order',
    });
    const forged = chainEvent(events[0], { kind: 'sent', at: at(1), data: { email: 'x@y.fr' } });
    expect(verifyEventLog([events[0]!, forged, events[2]!])).toEqual({
      valid: false,
      reason: 'chain',
      seq: 3,
    });
  });

  it('fails on a changed file', () => {
    expect(verifyEventLog(log(), 'e'.repeat(64))).toEqual({ valid: false, reason: 'file', seq: 3 });
  });

  it('fails on an empty log', () => {
    expect(verifyEventLog([])).toMatchObject({ valid: false, reason: 'empty' });
  });

  it('hashes the data whatever its key order', () => {
    const one = chainEvent(null, { kind: 'created', at: at(0), data: { a: 1, b: 2 } });
    const two = chainEvent(null, { kind: 'created', at: at(0), data: { b: 2, a: 1 } });
    expect(one.hash).toBe(two.hash);
  });
});

describe('newVersionData / versionsOf (issue 36: a new version is a new file, and the log says so)', () => {
  it('records the replaced and the new file by name and SHA-256, and reads them back in order', () => {
    const [a, b, c] = log();
    const v1 = chainEvent(c, {
      kind: 'newVersion',
      at: at(3),
      data: newVersionData({
        from: 'CLIENTS/C1/DOCUMENTS/2025/CONTRAT/CONTRAT@@1@@NOK.pdf',
        fromSha256: 'a'.repeat(64),
        to: 'CLIENTS/C1/DOCUMENTS/2025/CONTRAT/CONTRAT@@1@@OK.pdf',
        toSha256: 'f'.repeat(64),
      }),
    });
    expect(v1.data).toEqual({
      from: 'CONTRAT@@1@@NOK.pdf',
      fromSha256: 'a'.repeat(64),
      to: 'CONTRAT@@1@@OK.pdf',
      toSha256: 'f'.repeat(64),
    });
    expect(verifyEventLog([a!, b!, c!, v1], 'f'.repeat(64)).valid).toBe(true);
    expect(versionsOf([a!, b!, c!, v1])).toEqual([
      {
        at: at(3).toISOString(),
        from: 'CONTRAT@@1@@NOK.pdf',
        fromSha256: 'a'.repeat(64),
        to: 'CONTRAT@@1@@OK.pdf',
        toSha256: 'f'.repeat(64),
      },
    ]);
  });

  it('finds no version in a log without one', () => {
    expect(versionsOf(log())).toEqual([]);
  });
});

describe('bytesSha256', () => {
  it('is the SHA-256 of the bytes (FIPS 180-2 test vector « abc »)', () => {
    expect(bytesSha256(new Uint8Array([0x61, 0x62, 0x63]))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(bytesSha256(new Uint8Array([]))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});
