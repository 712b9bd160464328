import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToolDialog } from './ToolDialog';
import type { ToolDialogProps } from './ToolDialog';

afterEach(cleanup);

function renderDialog(props: Partial<ToolDialogProps> = {}) {
  const onClose = vi.fn();
  const onSave = vi.fn();
  render(
    <ToolDialog
      title="Chauffeurs"
      onClose={onClose}
      confirm={{ label: 'Enregistrer', onClick: onSave }}
      {...props}
    >
      <p>Les chauffeurs affichés</p>
    </ToolDialog>,
  );
  return { onClose, onSave };
}

describe('ToolDialog', () => {
  it('is a dialog named by its title, with Annuler then the main button', async () => {
    const { onClose, onSave } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Chauffeurs' });
    expect(dialog).toHaveTextContent('Les chauffeurs affichés');
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Annuler', 'Enregistrer']);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, but not while a save runs, and then every button waits', async () => {
    const idle = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(idle.onClose).toHaveBeenCalledTimes(1);
    cleanup();
    const busy = renderDialog({
      busy: true,
      actions: <Button onClick={vi.fn()}>Supprimer</Button>,
    });
    await userEvent.keyboard('{Escape}');
    expect(busy.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('shows the last result above the content: a refusal in red, a done text in green', () => {
    renderDialog({ result: { ok: false, text: 'Choisissez au moins un chauffeur.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choisissez au moins un chauffeur.');
    expect(screen.getByRole('alert').className).toMatch(/Error/);
    cleanup();
    renderDialog({ result: { ok: true, text: 'Commentaire enregistré.' } });
    expect(screen.getByRole('alert').className).toMatch(/Success/);
  });

  it('says the close button in the tool’s word, puts its own buttons first, or has no close button', () => {
    renderDialog({
      closeLabel: 'Fermer',
      confirm: undefined,
      actions: <Button>Envoyer sur la tablette</Button>,
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Envoyer sur la tablette',
      'Fermer',
    ]);
    cleanup();
    renderDialog({
      closeLabel: null,
      confirm: { label: 'Valider', onClick: vi.fn(), disabled: true },
    });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Valider']);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
  });

  it('is described by its question, when it asks one', () => {
    renderDialog({ description: 'Affecter l’intervention 2025-0412 à Paul Martin ?' });
    expect(screen.getByRole('dialog', { name: 'Chauffeurs' })).toHaveAccessibleDescription(
      'Affecter l’intervention 2025-0412 à Paul Martin ?',
    );
  });

  it('draws nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
