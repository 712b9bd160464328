import { describe, expect, it } from 'vitest';
import { OUTBOX_MESSAGES as M } from './messages';

describe('OUTBOX_MESSAGES', () => {
  it('keeps the refusals word for word', () => {
    expect(M.noRecipient).toBe('Le mail doit avoir au moins un destinataire.');
    expect(M.noSubject).toBe('Le mail doit avoir un objet.');
  });
});
