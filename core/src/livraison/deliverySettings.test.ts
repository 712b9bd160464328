import { describe, expect, it } from 'vitest';
import { deliveryColorInJson, deliveryColorOf, deliveryColorsJson } from './deliverySettings';

describe('deliveryColorOf', () => {
  it('spec 1 §4: default delivery colour #4CAF50', () => {
    expect(deliveryColorOf([])).toBe('#4CAF50');
    expect(deliveryColorOf([{ Key: 'delivery_color', Value: 'rouge' }])).toBe('#4CAF50');
  });

  it('the saved delivery colour when valid', () => {
    expect(deliveryColorOf([{ Key: 'delivery_color', Value: '#1e88e5' }])).toBe('#1E88E5');
  });
});

describe('deliveryColorsJson / deliveryColorInJson', () => {
  it('round-trips the LIVRAISON colour of spec 1 §3 colour JSON', () => {
    const json = deliveryColorsJson('#ff9800');
    expect(JSON.parse(json)).toEqual({ LIVRAISON: { label: 'Livraison', color: '#FF9800' } });
    expect(deliveryColorInJson(json)).toBe('#FF9800');
  });

  it('null for anything without a valid colour', () => {
    expect(deliveryColorInJson('{')).toBeNull();
    expect(deliveryColorInJson('{"LIVRAISON":{"color":"vert"}}')).toBeNull();
    expect(deliveryColorInJson('[]')).toBeNull();
    expect(deliveryColorInJson('{"LIVRAISON":{"color":"#4CAF5"}}')).toBeNull();
  });
});
