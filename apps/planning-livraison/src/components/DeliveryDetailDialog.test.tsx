import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { ApiError } from '@locasuite/core';
import { locaSuiteTheme } from '@locasuite/ui';
import type { DeliveryMaterial } from '@locasuite/core';
import { DeliveryDetailDialog } from './DeliveryDetailDialog';

afterEach(cleanup);

const STALE = "Cette fiche vient d'être modifiée par quelqu'un d'autre : rechargez-la.";

const retour = (comment: string, version: number) =>
  ({
    id: '12-RETOUR',
    type: 'RETOUR',
    description: '',
    chauffeur: 'Karim BENALI',
    debut_timestamp: Date.UTC(2026, 10, 16, 8),
    fin_timestamp: Date.UTC(2026, 10, 16, 10),
    CLD_IDEnreg: 12,
    CLD_NUM_CONTRAT: 'LOC-2026-0012',
    CLD_COMMENTAIRE_LIVRAISON_RETOUR: comment,
    version,
  }) as DeliveryMaterial;

describe('DeliveryDetailDialog: a comment saved meanwhile by someone else (issue 9 §7)', () => {
  it('shows the 409, the reloaded comment beside what the person typed, and saves it on demand', async () => {
    const sent: { comment: string; version: unknown }[] = [];
    function Page() {
      const [material, setMaterial] = useState(retour('Portail nord', 3));
      return (
        <DeliveryDetailDialog
          material={material}
          onClose={() => {}}
          onSaveComment={async (m, comment) => {
            sent.push({ comment, version: m.version });
            if (m.version === 3) {
              // What the page does on a 409: reload the line, then fail with the server's words.
              setMaterial(retour('Clé chez le gardien', 4));
              throw new ApiError('http', STALE, { status: 409, code: 409 });
            }
          }}
        />
      );
    }
    render(
      <ThemeProvider theme={locaSuiteTheme}>
        <Page />
      </ThemeProvider>,
    );
    const field = screen.getByLabelText('Commentaire de la livraison retour');
    fireEvent.change(field, { target: { value: 'Appeler le chef de chantier' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le commentaire' }));
    });
    expect(screen.getByText(STALE)).toBeInTheDocument();
    expect(screen.getByText('Clé chez le gardien')).toBeInTheDocument();
    expect(screen.getByText(/Commentaire enregistré entre-temps/)).toBeInTheDocument();
    expect(field).toHaveValue('Appeler le chef de chantier');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer le commentaire' }));
    });
    expect(sent).toEqual([
      { comment: 'Appeler le chef de chantier', version: 3 },
      { comment: 'Appeler le chef de chantier', version: 4 },
    ]);
    expect(screen.getByText('Commentaire enregistré.')).toBeInTheDocument();
    expect(screen.queryByText(/Commentaire enregistré entre-temps/)).not.toBeInTheDocument();
  });
});

describe('DeliveryDetailDialog: the return comment (issue 11)', () => {
  it('is on a return only, never on a departure', () => {
    const noSave = async () => {};
    const view = render(
      <ThemeProvider theme={locaSuiteTheme}>
        <DeliveryDetailDialog
          material={{ ...retour('', 1), id: '12-DEPART', type: 'DEPART' } as DeliveryMaterial}
          onClose={() => {}}
          onSaveComment={noSave}
        />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Livraison départ');
    expect(
      screen.queryByRole('textbox', { name: 'Commentaire de la livraison retour' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enregistrer le commentaire' })).toBeNull();
    view.rerender(
      <ThemeProvider theme={locaSuiteTheme}>
        <DeliveryDetailDialog material={retour('', 1)} onClose={() => {}} onSaveComment={noSave} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Livraison retour');
    expect(
      screen.getByRole('textbox', { name: 'Commentaire de la livraison retour' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer le commentaire' })).toBeInTheDocument();
  });
});
