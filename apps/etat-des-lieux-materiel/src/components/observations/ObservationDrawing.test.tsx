import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseObservationMarks } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { familyImage, hasFamilyImage } from './familyImages';
import { ObservationDrawing } from './ObservationDrawing';

afterEach(cleanup);

const TWO = JSON.stringify({
  version: 1,
  strokes: [
    [100, 100, 200, 200],
    [500, 500],
  ],
});

function renderDrawing(props: Partial<Parameters<typeof ObservationDrawing>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <LocaSuiteProvider>
      <ObservationDrawing
        family="Terrassement"
        value=""
        readOnly={false}
        onChange={onChange}
        {...props}
      />
    </LocaSuiteProvider>,
  );
  return onChange;
}

describe('ObservationDrawing (spec 3 §2.2 section 8, issue 14)', () => {
  it('draws a stroke with the pointer, stored in the pad’s own coordinates', () => {
    const onChange = renderDrawing();
    const pad = screen.getByRole('img', { name: 'Dessin des dommages sur le matériel' });
    vi.spyOn(pad, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 300 }),
    );
    fireEvent.pointerDown(pad, { clientX: 40, clientY: 30, pointerId: 1, button: 0 });
    fireEvent.pointerMove(pad, { clientX: 200, clientY: 150, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 360, clientY: 270, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 360, clientY: 270, pointerId: 1 });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(parseObservationMarks(onChange.mock.calls[0]?.[0]).strokes).toEqual([
      [100, 100, 500, 500, 900, 900],
    ]);
  });

  it('undoes the last stroke and clears all of them', async () => {
    const onChange = renderDrawing({ value: TWO });
    await userEvent.click(screen.getByRole('button', { name: 'Annuler le dernier trait' }));
    expect(parseObservationMarks(onChange.mock.calls[0]?.[0]).strokes).toEqual([
      [100, 100, 200, 200],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('on a return, says which marks are the departure’s and which are new', () => {
    renderDrawing({ departureValue: TWO });
    expect(screen.getByText('Marques du départ')).toBeVisible();
    expect(screen.getByText('Nouvelles marques')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annuler le dernier trait' })).toBeDisabled();
  });

  it('read-only: no drawing, no buttons', () => {
    const onChange = renderDrawing({ readOnly: true });
    const pad = screen.getByRole('img', { name: 'Dessin des dommages sur le matériel' });
    fireEvent.pointerDown(pad, { clientX: 4, clientY: 3, pointerId: 1, button: 0 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Effacer' })).toBeNull();
    expect(screen.getByText('Aucune marque')).toBeVisible();
  });
});

describe('familyImage (issue 14 « family images for damage drawing »)', () => {
  it('has a drawing for every family of the seed, accents or not, and a default', () => {
    for (const family of ['Terrassement', 'Élévation', 'Compactage', 'Énergie', 'Vélo', 'velo']) {
      expect(hasFamilyImage(family)).toBe(true);
    }
    expect(hasFamilyImage('DIV')).toBe(false);
    expect(familyImage('DIV')).toMatch(/^data:image\/svg\+xml/);
    expect(familyImage('Vélo')).not.toBe(familyImage('DIV'));
  });
});
