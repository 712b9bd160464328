import { describe, expect, it } from 'vitest';
import {
  EMAIL_ROWS_PER_PAGE,
  mailAddress,
  parseMailboxes,
  receivedView,
  searchEmails,
  sentView,
} from './emailViews';

const rows = [
  {
    date: '1',
    from: 'LocaSuite <contact@loc.fr>',
    email: 'a@client.fr',
    subject: 'Réservation 12',
  },
  { date: '2', from: 'sav@loc.fr', email: 'b@client.fr', subject: "Rapport d'intervention" },
  { date: '3', from: 'a@client.fr', email: 'CONTACT@loc.fr', subject: 'Question' },
];

describe('EMAIL_ROWS_PER_PAGE', () => {
  it('is 40 (spec 1 §9)', () => expect(EMAIL_ROWS_PER_PAGE).toBe(40));
});

describe('mailAddress', () => {
  it('reads the address inside angle brackets, lower-cased', () => {
    expect(mailAddress('LocaSuite <Contact@Loc.fr>')).toBe('contact@loc.fr');
    expect(mailAddress(' sav@loc.fr ')).toBe('sav@loc.fr');
  });
});

describe('sentView / receivedView', () => {
  it('sent: the sender is the selected mailbox (spec 1 §4)', () => {
    expect(sentView(rows, 'contact@loc.fr').map((r) => r.date)).toEqual(['1']);
  });
  it('received: the recipient is the selected mailbox', () => {
    expect(receivedView(rows, 'contact@loc.fr').map((r) => r.date)).toEqual(['3']);
  });
  it('an empty list stays empty', () => expect(sentView([], 'x@y.fr')).toEqual([]));
});

describe('searchEmails', () => {
  it('matches every word, ignoring case and accents', () => {
    expect(searchEmails(rows, 'reservation').map((r) => r.date)).toEqual(['1']);
    expect(searchEmails(rows, 'RAPPORT sav').map((r) => r.date)).toEqual(['2']);
  });
  it('a blank query keeps every row; no match gives none', () => {
    expect(searchEmails(rows, '   ')).toHaveLength(3);
    expect(searchEmails(rows, 'zzz')).toEqual([]);
  });
  it('searches the date as shown', () => {
    expect(searchEmails(rows, '03/', (r) => `0${r.date}/01/2026`).map((r) => r.date)).toEqual([
      '3',
    ]);
  });
});

describe('parseMailboxes', () => {
  it("splits MAILS on '|' (spec 1 §3), dropping blanks and repeats", () => {
    expect(parseMailboxes('a@x.fr| b@x.fr||A@x.fr')).toEqual(['a@x.fr', 'b@x.fr']);
    expect(parseMailboxes('')).toEqual([]);
    expect(parseMailboxes(null)).toEqual([]);
  });
});
