import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaSuiteProvider } from '@locasuite/ui';
import type { LoadState } from '@locasuite/ui';
import type { TechnicianComment } from '../api';
import { CommentsDialog } from './CommentsDialog';

afterEach(cleanup);

const NOW = Date.UTC(2025, 2, 17, 9, 30);
const TODAY = Date.UTC(2025, 2, 17);
const HOUR = 3_600_000;

const loaded = (data: TechnicianComment[]): LoadState<TechnicianComment[]> => ({
  status: data.length === 0 ? 'empty' : 'ready',
  data,
  loading: false,
  stale: false,
  message: null,
  reload: vi.fn(),
  setData: vi.fn(),
});

function show(
  comments: TechnicianComment[],
  onAdd: (c: Omit<TechnicianComment, 'key'>) => Promise<void>,
  onDelete: (c: TechnicianComment) => Promise<void> = vi.fn(async () => undefined),
) {
  render(
    <LocaSuiteProvider>
      <CommentsDialog
        comments={loaded(comments)}
        technicians={['Paul MARTIN', 'Luc PETIT']}
        now={NOW}
        fullScreen={false}
        onClose={vi.fn()}
        onAdd={onAdd}
        onDelete={onDelete}
      />
    </LocaSuiteProvider>,
  );
  return screen.getByRole('dialog');
}

describe('CommentsDialog (spec 2 §2.1, §8)', () => {
  it('says « Aucun commentaire trouvé » after an empty answer', () => {
    const dialog = show(
      [],
      vi.fn(async () => undefined),
    );
    expect(within(dialog).getByText('Aucun commentaire trouvé')).toBeVisible();
  });

  it('keeps the typed comment with the server’s refusal, and clears it once added', async () => {
    const onAdd = vi
      .fn<(c: Omit<TechnicianComment, 'key'>) => Promise<void>>()
      .mockRejectedValueOnce(new Error('La fin précède le début.'))
      .mockResolvedValueOnce(undefined);
    const dialog = show([], onAdd);
    const field = within(dialog).getByRole('textbox', { name: 'Commentaire' });
    await userEvent.type(field, 'Formation nacelle');
    const add = within(dialog).getByRole('button', { name: 'Ajouter le commentaire' });
    await userEvent.click(add);
    expect(await within(dialog).findByText('La fin précède le début.')).toBeVisible();
    expect(field).toHaveValue('Formation nacelle');
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(await within(dialog).findByText('Commentaire ajouté.')).toBeVisible();
    expect(field).toHaveValue('');
    expect(onAdd).toHaveBeenLastCalledWith({
      technician: 'Paul MARTIN',
      start: TODAY + 8 * HOUR,
      end: TODAY + 18 * HOUR,
      comment: 'Formation nacelle',
    });
  });

  it('deletes a comment from its row', async () => {
    const comment = {
      key: '7',
      technician: 'Luc PETIT',
      comment: 'Permis CACES à renouveler',
      start: TODAY + 8 * HOUR,
      end: TODAY + 18 * HOUR,
    };
    const onDelete = vi.fn(async () => undefined);
    const dialog = show(
      [comment],
      vi.fn(async () => undefined),
      onDelete,
    );
    expect(within(dialog).getByText('Permis CACES à renouveler')).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Supprimer le commentaire sur Luc PETIT' }),
    );
    expect(await within(dialog).findByText('Commentaire supprimé.')).toBeVisible();
    expect(onDelete).toHaveBeenCalledWith(comment);
  });
});
