import { describe, expect, it } from 'vitest';
import {
  LABEL_HEIGHT,
  labelWidth,
  placeLabels,
  shortNames,
  type LabelRequest,
} from './placeLabels';

const agency = (id: string, x: number, y: number, text: string): LabelRequest => ({
  id,
  x,
  y,
  radius: 10,
  text,
  tier: 0,
});

/** The box a placed label covers, as Leaflet draws it (6 px arrow). */
function box(request: LabelRequest, side: string) {
  const w = labelWidth(request.text);
  const away = request.radius + 6;
  const left =
    side === 'right'
      ? request.x + away
      : side === 'left'
        ? request.x - away - w
        : request.x - w / 2;
  const top =
    side === 'top'
      ? request.y - away - LABEL_HEIGHT
      : side === 'bottom'
        ? request.y + away
        : request.y - LABEL_HEIGHT / 2;
  return { left, top, right: left + w, bottom: top + LABEL_HEIGHT };
}

describe('placeLabels (issue 35: readable labels where agencies are close together)', () => {
  it('puts a lone label on the right of its marker, offset by its radius', () => {
    expect(placeLabels([agency('a', 100, 100, 'Grenoble')]).get('a')).toEqual({
      side: 'right',
      offset: [10, 0],
    });
  });

  it('gives two agencies 15 px apart (Lyon Gerland, Villeurbanne at zoom 9) labels that do not overlap', () => {
    const gerland = agency('gerland', 300, 300, 'Lyon Gerland');
    const villeurbanne = agency('villeurbanne', 312, 291, 'Villeurbanne');
    const places = placeLabels([gerland, villeurbanne]);
    expect(places.size).toBe(2);
    const a = box(gerland, places.get('gerland')!.side);
    const b = box(villeurbanne, places.get('villeurbanne')!.side);
    const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(overlap).toBe(false);
  });

  it('never covers another marker, and leaves out a label with no free side (shown on hover)', () => {
    // A client boxed in by four agencies close around it: no side is free for its label.
    const client: LabelRequest = { id: 'c', x: 200, y: 200, radius: 7, text: '1 / 0', tier: 1 };
    const around = [
      agency('n', 200, 170, 'Nord'),
      agency('s', 200, 230, 'Sud'),
      agency('e', 240, 200, 'Est'),
      agency('o', 160, 200, 'Ouest'),
    ];
    const places = placeLabels([...around, client]);
    expect(places.has('c')).toBe(false);
    const placedAround = around.filter((a) => places.has(a.id));
    expect(placedAround.length).toBeGreaterThan(0);
    for (const a of placedAround) {
      const placed = box(a, places.get(a.id)!.side);
      for (const other of [...around, client].filter((o) => o !== a)) {
        const inside =
          other.x + other.radius > placed.left &&
          other.x - other.radius < placed.right &&
          other.y + other.radius > placed.top &&
          other.y - other.radius < placed.bottom;
        expect(inside).toBe(false);
      }
    }
  });

  it('places the agencies first: an agency in a crowd of clients keeps its name, clients give way', () => {
    // An agency with client dots on its right and left (a town centre): its name goes over a
    // client's dot rather than being left out; the clients' counts avoid the agency's name.
    const dots: LabelRequest[] = [-20, 20].map((dx, i) => ({
      id: `c${i}`,
      x: 300 + dx,
      y: 300,
      radius: 7,
      text: '2 / 1',
      tier: 1,
    }));
    const gerland = agency('a', 300, 300, 'Lyon Gerland');
    const places = placeLabels([...dots, gerland]);
    expect(places.get('a')?.side).toBe('right');
    const name = box(gerland, 'right');
    for (const dot of dots) {
      const place = places.get(dot.id);
      if (!place) continue;
      const b = box(dot, place.side);
      expect(
        b.left < name.right && name.left < b.right && b.top < name.bottom && name.top < b.bottom,
      ).toBe(false);
    }
  });
});

describe('shortNames', () => {
  it('drops the words every agency name starts with', () => {
    expect(
      shortNames([
        'LocaSuite Location Lyon Gerland',
        'LocaSuite Location Villeurbanne',
        'LocaSuite Location Saint-Étienne',
      ]),
    ).toEqual(['Lyon Gerland', 'Villeurbanne', 'Saint-Étienne']);
  });

  it('keeps a name whole when it is all the common words, and a single agency as it is', () => {
    expect(shortNames(['Lyon', 'Lyon Nord'])).toEqual(['Lyon', 'Lyon Nord']);
    expect(shortNames(['LocaSuite Location Lyon'])).toEqual(['LocaSuite Location Lyon']);
    expect(shortNames([])).toEqual([]);
  });
});
