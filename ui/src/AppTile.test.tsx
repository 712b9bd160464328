import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppTile } from './AppTile';
import { LocaSuiteProvider } from './LocaSuiteProvider';
import { ToolIcon } from './ToolIcon';

afterEach(cleanup);

function renderTile(onNavigate?: (href: string) => void) {
  return render(
    <LocaSuiteProvider>
      <button type="button">avant</button>
      <AppTile
        label="Disponibilité"
        href="/planning-disponibilite"
        icon={<ToolIcon route="planning-disponibilite" />}
        onNavigate={onNavigate}
      />
    </LocaSuiteProvider>,
  );
}

describe('AppTile', () => {
  it('is a real link named by its label', () => {
    renderTile();
    const link = screen.getByRole('link', { name: 'Disponibilité' });
    expect(link).toHaveAttribute('href', '/planning-disponibilite');
  });

  it('is reachable with Tab and opens with Enter', async () => {
    const onNavigate = vi.fn();
    renderTile(onNavigate);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Disponibilité' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/planning-disponibilite');
  });

  it('navigates on a plain click but leaves modified clicks to the browser', () => {
    const onNavigate = vi.fn();
    renderTile(onNavigate);
    const link = screen.getByRole('link', { name: 'Disponibilité' });
    // jsdom cannot open a new tab: stop the browser part once the tile has had its say.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', stopNavigation);
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('hides its icon from screen readers', () => {
    const { container } = renderTile();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('AppTile unavailable', () => {
  it('is no link to follow: disabled, out of the tab order, saying why under its label', async () => {
    const onNavigate = vi.fn();
    render(
      <LocaSuiteProvider>
        <AppTile
          label="Statistiques"
          href="/statistiques"
          icon={<ToolIcon route="statistiques" />}
          onNavigate={onNavigate}
          unavailable="Indisponible hors connexion"
        />
      </LocaSuiteProvider>,
    );
    const tile = screen.getByRole('link', { name: 'Statistiques Indisponible hors connexion' });
    expect(tile).toHaveAttribute('aria-disabled', 'true');
    expect(tile).not.toHaveAttribute('href');
    expect(tile.closest('a')).toBeNull();
    await userEvent.setup().tab();
    expect(tile).not.toHaveFocus();
    fireEvent.click(tile);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
