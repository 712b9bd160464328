import { EMAIL_EVENT_TYPES } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { generateSeed } from './generateSeed';
import { HOSTILE_MAIL_SUBJECT } from './mailsSupplement';

const NOW = new Date('2026-11-22T10:37:00Z');
const seed = generateSeed({ now: NOW });
const DAY = 86_400_000;

describe('withMailSupplement (issue 4: email history seed)', () => {
  it('holds at least 200 mails of the last 3 months, across at least 3 mailboxes', () => {
    const recent = seed.mails.filter((m) => Date.parse(m.created_at) >= NOW.getTime() - 92 * DAY);
    expect(recent.length).toBeGreaterThanOrEqual(200);
    expect(new Set(recent.map((m) => m.mailbox)).size).toBeGreaterThanOrEqual(3);
    for (const m of seed.mails) expect(Date.parse(m.created_at)).toBeLessThan(NOW.getTime());
  });

  it('uses both provider tags, each with the rare events', () => {
    const tagOf = new Map(seed.mails.map((m) => [m.message_id, m.tag]));
    for (const tag of ['SENDINBLUE', 'MAILCHIMP']) {
      const names = new Set(
        seed.mailEvents.filter((e) => tagOf.get(e.message_id) === tag).map((e) => e.event),
      );
      for (const name of ['proxy_open', 'error', 'invalid_email', 'soft-bounced', 'blocked'])
        expect(names.has(name), `${tag} ${name}`).toBe(true);
    }
  });

  it('produces every event type of spec 1 §4', () => {
    const names = new Set(seed.mailEvents.map((e) => e.event));
    for (const name of EMAIL_EVENT_TYPES) expect(names.has(name), name).toBe(true);
  });

  it('has one hostile mail with a script, an onerror attribute and a remote image', () => {
    const hostile = seed.mails.filter((m) => m.subject === HOSTILE_MAIL_SUBJECT);
    expect(hostile).toHaveLength(1);
    expect(hostile[0]?.html).toContain('<script>');
    expect(hostile[0]?.html).toMatch(/onerror=/);
    expect(hostile[0]?.html).toMatch(/src="https:\/\//);
  });

  it('keeps message ids unique and every event linked to a mail', () => {
    const ids = new Set(seed.mails.map((m) => m.message_id));
    expect(ids.size).toBe(seed.mails.length);
    for (const e of seed.mailEvents) expect(ids.has(e.message_id)).toBe(true);
  });

  it('grows with the scale', () => {
    const two = generateSeed({ now: NOW, scale: 2 });
    expect(two.mails.length).toBeGreaterThan(seed.mails.length * 1.9);
  });
});
