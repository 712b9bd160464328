import { describe, expect, it } from 'vitest';
import { EMAIL_EVENT_TYPES, emailStatusLabel } from './emailStatusLabel';

describe('emailStatusLabel', () => {
  it('gives the French labels of spec 1 §4', () => {
    expect(emailStatusLabel('soft-bounced')).toBe('Erreur rencontrée');
    expect(emailStatusLabel('opens')).toBe('Ouverture');
    expect(emailStatusLabel('state')).toBe('Etat');
    expect(emailStatusLabel('sent')).toBe('Expédié');
    expect(emailStatusLabel('delivered')).toBe('Délivré');
    expect(emailStatusLabel('click')).toBe('Cliqué');
    expect(emailStatusLabel('opened')).toBe('Ouvert');
    expect(emailStatusLabel('open')).toBe('Ouvert');
    expect(emailStatusLabel('proxy_open')).toBe('Proxy ouvert');
    expect(emailStatusLabel('error')).toBe('Erreur');
    expect(emailStatusLabel('invalid_email')).toBe('Invalid email');
    expect(emailStatusLabel('blocked')).toBe('Bloqué');
  });

  it('shows an unknown name as it came', () => {
    expect(emailStatusLabel('deferred')).toBe('deferred');
    expect(emailStatusLabel('')).toBe('');
  });

  it('labels every event type', () => {
    for (const t of EMAIL_EVENT_TYPES) expect(emailStatusLabel(t)).not.toBe(t);
  });
});
