import { describe, expect, it } from 'vitest';
import { RDV_AGENCIES_DISPLAY_KEY, readRdvAgencyChoice } from './agencyChoice';

describe('readRdvAgencyChoice', () => {
  it('reads the saved ids from planning_display as JSON text or object', () => {
    const saved = { [RDV_AGENCIES_DISPLAY_KEY]: ['3', 1], other: { x: 1 } };
    expect(readRdvAgencyChoice(JSON.stringify(saved))).toEqual(['3', '1']);
    expect(readRdvAgencyChoice(saved)).toEqual(['3', '1']);
    expect(readRdvAgencyChoice({ [RDV_AGENCIES_DISPLAY_KEY]: [] })).toEqual([]);
  });

  it('answers null when nothing usable is saved', () => {
    expect(readRdvAgencyChoice(undefined)).toBeNull();
    expect(readRdvAgencyChoice('{pas du json')).toBeNull();
    expect(readRdvAgencyChoice('{}')).toBeNull();
    expect(readRdvAgencyChoice({ [RDV_AGENCIES_DISPLAY_KEY]: '3' })).toBeNull();
    expect(readRdvAgencyChoice({ [RDV_AGENCIES_DISPLAY_KEY]: ['3', 'abc'] })).toBeNull();
  });
});
