import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from './liveMessages';

describe('LIVE_MESSAGES', () => {
  it('words the live channel refusals', () => {
    expect(LIVE_MESSAGES.tooManyPresences).toBe(
      'Trop d’annonces de présence : réessayez dans quelques secondes.',
    );
  });
});
