import { describe, expect, it } from 'vitest';
import { eventTypesToSettings, parseEventTypesToShow } from './eventTypesToShow';

describe('parseEventTypesToShow', () => {
  it('spec 1 §3: value 0 means shown', () => {
    expect(
      parseEventTypesToShow([
        { Key: 'showLivraison', Value: '1' },
        { Key: 'showLocation', Value: '0' },
        { Key: 'showReservation', Value: 0 },
      ]),
    ).toEqual({ showLivraison: false, showLocation: true, showReservation: true });
  });
  it('shows a type whose key is missing', () => {
    expect(parseEventTypesToShow([])).toEqual({
      showLivraison: true,
      showLocation: true,
      showReservation: true,
    });
  });
});

describe('eventTypesToSettings', () => {
  it('writes 0 for shown and 1 for hidden', () => {
    expect(
      eventTypesToSettings({ showLivraison: false, showLocation: true, showReservation: true }),
    ).toEqual({ showLivraison: 1, showLocation: 0, showReservation: 0 });
  });
});
