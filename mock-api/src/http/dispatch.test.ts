import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../auth/signIn';
import { createUser } from '../auth/users';
import { loadConfig } from '../config';
import type { OpenedDatabase } from '../db/openDatabase';
import { openTestDatabase } from '../db/testSnapshots';
import { createNodeEnvelope } from '../envelope/nodeEnvelope';
import { createApp } from './createApp';
import { defineHandlers } from './defineHandlers';

const PDF = Buffer.from('%PDF-1.7 état des lieux');
const received: unknown[] = [];

// The transports other than the envelope: binary answer, plain GET, multipart upload.
const transports = [
  defineHandlers('etatdl', {
    openPdf: (_ctx, { id }) => ({
      body: PDF,
      contentType: 'application/pdf',
      filename: `EDL ${id}.pdf`,
    }),
    file_download: () => new Uint8Array(PDF),
  }),
  defineHandlers('contrat', {
    'file/upload': (ctx, payload) => {
      received.push({ ...payload, user: ctx.user?.login });
      return { path: 'CONTRAT/C0001/bon.pdf' };
    },
  }),
];

let base: string;
let opened: OpenedDatabase;
let app: FastifyInstance;
let token: string;
const config = () =>
  loadConfig({}, { dataDir: base, logLevel: 'silent', databaseUrl: 'memory://' });
const envelope = createNodeEnvelope(loadConfig({}).envelopeKey);

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'locasuite-dispatch-'));
  opened = await openTestDatabase();
  app = await createApp(config(), { db: opened.db, logger: false, handlers: transports });
  await createUser(opened.db, {
    login: 'agent',
    password: 'motdepasse1',
    applications: ['etat-des-lieux-materiel', 'contrat-gestion'],
  });
  ({ token } = await signIn(opened.db, 'agent', 'motdepasse1', {
    ip: '127.0.0.1',
    now: new Date(),
    ttlHours: 12,
  }));
});
afterAll(async () => {
  await app.close();
  await opened.close();
  rmSync(base, { recursive: true, force: true });
});

describe('dispatcher transports', () => {
  it('GET openPdf (public) answers the bytes with their type, and 422 in plain JSON without id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/etatdl/v1/openPdf?id=42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''EDL%2042.pdf");
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const missing = await app.inject({ method: 'GET', url: '/api/etatdl/v1/openPdf' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 422 });
    expect((missing.json() as { message: string }).message).toContain('« id »');
  });

  it('binary file_download: sealed request, raw bytes back; 401 sealed without a token', async () => {
    const body = { data: envelope.sealSync({ contrat: 'C1', matricule: 'M1' }) };
    const ok = await app.inject({
      method: 'POST',
      url: '/api/etatdl/v1/file_download',
      payload: body,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/octet-stream');
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/etatdl/v1/file_download',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(envelope.openSync((anonymous.json() as { data: string }).data)).toMatchObject({
      code: 401,
    });
  });

  it('multipart file/upload: fields and file reach the handler, plain JSON answer', async () => {
    const boundary = '----locasuite';
    const multipartBody = [
      `--${boundary}\r\nContent-Disposition: form-data; name="code"\r\n\r\nC0001\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nbon.pdf\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bon.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      PDF.toString('latin1'),
      `\r\n--${boundary}--\r\n`,
    ].join('');
    const res = await app.inject({
      method: 'POST',
      url: '/api/contrat/v1/file/upload',
      payload: Buffer.from(multipartBody, 'latin1'),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, data: { path: 'CONTRAT/C0001/bon.pdf' } });
    const got = received[0] as {
      code: string;
      name: string;
      user: string;
      file: { filename: string; mimetype: string; data: Buffer };
    };
    expect(got).toMatchObject({ code: 'C0001', name: 'bon.pdf', user: 'agent' });
    expect(got.file).toMatchObject({ filename: 'bon.pdf', mimetype: 'application/pdf' });
    expect(got.file.data.equals(PDF)).toBe(true);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/contrat/v1/file/upload',
      payload: { data: 'x' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(notMultipart.statusCode).toBe(400);
  });
});
