import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from './LocaSuiteProvider';
import { TopBar } from './TopBar';
import { loadTooltip } from './TruncatedText';
import { keepEveryStyle } from '../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

afterEach(cleanup);

describe('TopBar', () => {
  it('shows the title as the page heading', () => {
    render(
      <LocaSuiteProvider>
        <TopBar title="PLANNING DISPONIBILITE" onHome={() => {}} onLogout={() => {}} />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PLANNING DISPONIBILITE');
  });

  it('cuts a long title with an ellipsis and keeps the whole name on hover (issue 11 item 8)', async () => {
    render(
      <LocaSuiteProvider>
        <TopBar title="PLANNING DISPONIBILITE" onHome={() => {}} onLogout={() => {}} />
      </LocaSuiteProvider>,
    );
    // The tooltip's chunk loads with the first cut text (the native title shows until then).
    await act(async () => {
      await loadTooltip();
    });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(heading).toHaveAttribute('title', 'PLANNING DISPONIBILITE');
    await userEvent.hover(heading);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('PLANNING DISPONIBILITE');
  });

  it('has French-named home and logout buttons that call back', async () => {
    const onHome = vi.fn();
    const onLogout = vi.fn();
    render(
      <LocaSuiteProvider>
        <TopBar title="LocaSuite" onHome={onHome} onLogout={onLogout} />
      </LocaSuiteProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: "Retour à l'accueil" }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(onHome).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('renders the connection slot between the title and the logout button', () => {
    render(
      <TopBar
        title="SAV GESTION"
        onHome={() => {}}
        onLogout={() => {}}
        connection={<span>état réseau</span>}
      />,
    );
    const slot = screen.getByText('état réseau');
    const logout = screen.getByRole('button', { name: 'Se déconnecter' });
    expect(slot.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
