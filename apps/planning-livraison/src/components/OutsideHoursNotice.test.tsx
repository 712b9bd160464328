import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryEvent, DeliveryMaterial } from '@locasuite/core';
import { OutsideHoursNotice } from './OutsideHoursNotice';

afterEach(cleanup);

const MONDAY = Date.UTC(2026, 10, 16);
const H = 3_600_000;

function event(id: string, title: string, startHour: number, endHour: number): DeliveryEvent {
  return {
    id,
    resourceId: 'Karim BENALI',
    title,
    start: MONDAY + startHour * H,
    end: MONDAY + endHour * H,
    color: '#4CAF50',
    material: { id } as unknown as DeliveryMaterial,
  };
}

describe('OutsideHoursNotice', () => {
  it('says nothing when every delivery can be drawn', () => {
    const { container } = render(<OutsideHoursNotice events={[]} onOpen={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts them in French, unfolds their list and opens the one chosen', () => {
    const onOpen = vi.fn();
    const early = event('a', 'Livraison · DUPONT', 4, 5);
    const late = event('b', 'Retour · MARTIN', 22.5, 23);
    render(<OutsideHoursNotice events={[early, late]} onOpen={onOpen} />);
    const button = screen.getByRole('button', {
      name: '2 livraisons hors de la plage 06:00–22:00',
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Livraisons hors de la plage horaire affichée' });
    expect(list).toHaveTextContent('Livraison · DUPONT');
    expect(list).toHaveTextContent('Karim BENALI');
    fireEvent.click(screen.getByRole('button', { name: /Retour · MARTIN/ }));
    expect(onOpen).toHaveBeenCalledWith(late.material);

    fireEvent.click(button);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says « 1 livraison » for one', () => {
    render(<OutsideHoursNotice events={[event('a', 'Retour', 23, 23.5)]} onOpen={() => {}} />);
    expect(
      screen.getByRole('button', { name: '1 livraison hors de la plage 06:00–22:00' }),
    ).toBeVisible();
  });
});
