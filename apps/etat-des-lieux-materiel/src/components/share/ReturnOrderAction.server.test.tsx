import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls, fieldRecords } from '@locasuite/core';
import { LocaSuiteProvider } from '@locasuite/ui';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import type { InPageServer } from '@locasuite/mock-api/in-page/testing';
import { ReturnOrderAction } from './ReturnOrderAction';

// The action on the server's own handlers and seed: finished returns with a work order (OR_ID and
// CARA_MATERIEL) are seeded.
let server: InPageServer;
let finished: Record<string, unknown>[];
beforeAll(async () => {
  server = await openInPageServer();
  finished = fieldRecords(
    await server.client('tech').call(calls.etatdl.get_returned_materials, {}),
  );
});
afterEach(cleanup);

const FIRST_ANSWER = { timeout: 20_000 };

function renderAction(
  record: Record<string, unknown>,
  onDone = vi.fn(),
  { unsaved = false, api = server.client('tech') } = {},
) {
  render(
    <LocaSuiteProvider>
      <ReturnOrderAction api={api} record={record} onDone={onDone} unsaved={unsaved} />
    </LocaSuiteProvider>,
  );
  return onDone;
}

const withOrder = () => finished.filter((r) => r.CLD_OR_ID && r.CLD_CARA_MATERIEL);

describe('ReturnOrderAction on the server’s handlers', () => {
  it('sends the return work order: « OR de retour envoyé ! », then the server’s refusal', async () => {
    const record = withOrder()[0];
    expect(record, 'a seeded return with a work order').toBeDefined();
    const onDone = renderAction(record!);
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer or de retour' }));
    expect(await screen.findByText('OR de retour envoyé !', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer or de retour' }));
    expect(
      await screen.findByText('L’OR de retour a déjà été envoyé.', {}, FIRST_ANSWER),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('is not sent over changes not saved yet: the form would reload and lose them', async () => {
    const record = withOrder()[2] ?? withOrder()[0]!;
    const api = server.client('tech');
    const asked = vi.spyOn(api, 'call');
    const onDone = renderAction(record, vi.fn(), { unsaved: true, api });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer or de retour' }));
    expect(
      screen.getByText(
        'Enregistrez d’abord les modifications de la fiche : l’envoi de l’OR la recharge.',
      ),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(asked).not.toHaveBeenCalled();
    // Saved, the same button sends it.
    cleanup();
    renderAction(record, onDone, { api });
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer or de retour' }));
    expect(await screen.findByText('OR de retour envoyé !', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(asked).toHaveBeenCalled();
  });

  it('is shown only when the return is checked and OR_ID and CARA_MATERIEL are set', () => {
    const record = withOrder()[1] ?? withOrder()[0]!;
    renderAction({ ...record, CLD_CONTROLE_RETOUR: '0' });
    renderAction({ ...record, CLD_OR_ID: '' });
    renderAction({ ...record, CLD_CARA_MATERIEL: ' ' });
    expect(screen.queryByRole('button', { name: 'Envoyer or de retour' })).toBeNull();
    renderAction(record);
    expect(screen.getByRole('button', { name: 'Envoyer or de retour' })).toBeInTheDocument();
  });

  it('says when the server cannot be reached', async () => {
    const record = withOrder()[1] ?? withOrder()[0]!;
    render(
      <LocaSuiteProvider>
        <ReturnOrderAction
          api={server.client('tech', (def) =>
            def.name === 'creat_or_retour' ? 'unreachable' : undefined,
          )}
          record={record}
          onDone={vi.fn()}
        />
      </LocaSuiteProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer or de retour' }));
    expect(
      await screen.findByText(/Le serveur est injoignable/, {}, FIRST_ANSWER),
    ).toBeInTheDocument();
  });
});
