import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Changer de technicien"
      message="Voulez-vous affecter l'intervention à Paul Martin ?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      busy={busy}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its question', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Changer de technicien' });
    expect(dialog).toHaveAccessibleDescription(
      "Voulez-vous affecter l'intervention à Paul Martin ?",
    );
  });

  it('answers Oui and Non', async () => {
    const { onConfirm, onCancel } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Oui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Non' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as Non', async () => {
    const { onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says the answers in a spec’s own words and keeps Oui disabled while the choice is incomplete', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(
      <ConfirmDialog
        open
        title="Supprimer les récurrences"
        message="Que voulez-vous supprimer ?"
        confirmLabel="OUI"
        cancelLabel="NON"
        canConfirm={false}
        destructive
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'OUI' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'NON' })).toBeEnabled();
    rerender(
      <ConfirmDialog
        open
        title="Supprimer les récurrences"
        message="Que voulez-vous supprimer ?"
        confirmLabel="OUI"
        cancelLabel="NON"
        destructive
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'OUI' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables both answers while busy', () => {
    renderDialog(true);
    expect(screen.getByRole('button', { name: 'Oui' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Non' })).toBeDisabled();
  });
});
