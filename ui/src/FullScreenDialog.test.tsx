import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullScreenDialog } from './FullScreenDialog';

afterEach(cleanup);

describe('FullScreenDialog', () => {
  it('shows its title, content and actions, and closes with its French close button', async () => {
    const onClose = vi.fn();
    render(
      <FullScreenDialog
        open
        title="Données statistiques"
        onClose={onClose}
        actions={<Button color="inherit">Télécharger</Button>}
      >
        <p>Tableau des contrats</p>
      </FullScreenDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Données statistiques' });
    expect(dialog).toHaveTextContent('Tableau des contrats');
    expect(screen.getByRole('button', { name: 'Télécharger' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing when closed', () => {
    render(
      <FullScreenDialog open={false} title="Détail" onClose={() => {}}>
        <p>contenu</p>
      </FullScreenDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
