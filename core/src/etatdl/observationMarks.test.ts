import { describe, expect, it } from 'vitest';
import {
  OBSERVATION_MARKS_MAX_STROKES,
  parseObservationMarks,
  serializeObservationMarks,
} from './observationMarks';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('parseObservationMarks (spec 3 §2.2 section 8 "drawing over a family image (damage marks)")', () => {
  it('reads the stored strokes', () => {
    expect(parseObservationMarks('{"version":1,"strokes":[[10,20,30,40],[500,500]]}')).toEqual({
      strokes: [
        [10, 20, 30, 40],
        [500, 500],
      ],
      image: null,
    });
  });

  it('keeps a picture drawn by the old client (a data URL)', () => {
    expect(parseObservationMarks(PNG)).toEqual({ strokes: [], image: PNG });
  });

  it('clamps and rounds coordinates, drops strokes that are not pairs of numbers', () => {
    expect(
      parseObservationMarks(
        JSON.stringify({ strokes: [[-5, 1200.4, 3.6, 4], ['a', 1], [7], 'x', [1, 2, 3]] }),
      ).strokes,
    ).toEqual([
      [0, 1000, 4, 4],
      [1, 2],
    ]);
  });

  it('empty or unreadable text is no marks, never an exception', () => {
    for (const value of ['', '  ', 'abc', '[1,2]', 'null', '{"strokes":5}', 42, null, undefined]) {
      expect(parseObservationMarks(value)).toEqual({ strokes: [], image: null });
    }
    expect(parseObservationMarks('{"image":"javascript:alert(1)"}').image).toBeNull();
  });

  it(`keeps at most ${OBSERVATION_MARKS_MAX_STROKES} strokes`, () => {
    const strokes = Array.from({ length: 400 }, () => [1, 1]);
    expect(parseObservationMarks(JSON.stringify({ strokes })).strokes).toHaveLength(300);
  });
});

describe('serializeObservationMarks', () => {
  it('writes what parseObservationMarks reads', () => {
    const marks = { strokes: [[1, 2, 3, 4]], image: PNG };
    expect(parseObservationMarks(serializeObservationMarks(marks))).toEqual(marks);
  });

  it('nothing drawn is an empty text', () => {
    expect(serializeObservationMarks({ strokes: [], image: null })).toBe('');
  });
});
