import { calls } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { liveChangeOf } from './liveChange';

const at = new Date(Date.UTC(2026, 10, 23, 9));

describe('liveChangeOf', () => {
  it('names the family, the call, the time and the record ids of the payload', () => {
    expect(
      liveChangeOf(
        calls.planningLivraison.set_livraison_retour_comment,
        { idEnregistrement: 42, data: 'x', version: 3 },
        at,
      ),
    ).toEqual({
      family: 'planningLivraison',
      call: 'set_livraison_retour_comment',
      at: '2026-11-23T09:00:00.000Z',
      ids: ['42'],
    });
    expect(
      liveChangeOf(
        calls.planningLivraison.deleteEvent,
        { event: { event_id: 'E7', supprimer: 1 } },
        at,
      )?.ids,
    ).toEqual(['E7']);
  });

  it('leaves out empty keys (a creation) and says nothing of the general family', () => {
    expect(
      liveChangeOf(calls.planningLivraison.save_day_to_hide, { days: '0', key: '' }, at),
    ).toEqual({ family: 'planningLivraison', call: 'save_day_to_hide', at: at.toISOString() });
    expect(liveChangeOf(calls.general.logout, {}, at)).toBeNull();
  });

  it('never tells the id of a public call (a customer’s signature link is its key)', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(
      liveChangeOf(calls.etatdl.save_signature, { id, content: 'x', signataire: 'A' }, at),
    ).toEqual({ family: 'etatdl', call: 'save_signature', at: at.toISOString() });
  });
});
