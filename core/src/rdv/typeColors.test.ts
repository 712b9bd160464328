import { describe, expect, it } from 'vitest';
import { RDV_TYPE_PALETTE, rdvTypeColors } from './typeColors';

const TYPES = [{ KEY: 'TYPE_ID1' }, { KEY: 'TYPE_ID2' }];

describe('rdvTypeColors (spec 2 §2.2 "a colour per appointment type")', () => {
  it('one default colour per type, in list order', () => {
    expect(rdvTypeColors(TYPES)).toEqual({
      TYPE_ID1: RDV_TYPE_PALETTE[0],
      TYPE_ID2: RDV_TYPE_PALETTE[1],
    });
  });

  it('saved colours of known types override them; others and bad colours are ignored', () => {
    expect(
      rdvTypeColors(TYPES, { TYPE_ID2: '#123456', TYPE_ID9: '#000000', TYPE_ID1: 'rouge' }),
    ).toEqual({ TYPE_ID1: RDV_TYPE_PALETTE[0], TYPE_ID2: '#123456' });
    expect(rdvTypeColors(TYPES, 'x')).toEqual(rdvTypeColors(TYPES));
  });
});
