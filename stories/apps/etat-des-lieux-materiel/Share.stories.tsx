import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { calls } from '@locasuite/core';
import {
  ReturnOrderAction,
  ShareByEmailDialog,
  buildConditionPdf,
} from '@locasuite/etat-des-lieux-materiel';
import { failingCall } from '../../msw/failingCall';
import { createStoryClient } from '../../msw/storyClient';
import { storySeed } from '../../msw/storySeed';

/** A finished seeded record as `get_returned_materials` answers it, with a return work order. */
function finishedRecord(): Record<string, unknown> {
  const seed = storySeed();
  const line =
    seed.contractLines.find(
      (l) => l.data.CLD_CONTROLE_RETOUR === '1' && l.data.CLD_OR_ID && l.data.CLD_ID_CLIENT,
    ) ?? seed.contractLines[0];
  return { ...line?.data, CLD_IDEnreg: line?.id, CLD_LIEN: line?.contract_id };
}

/** A loaded photo of the form (spec 3 §5.3: only those are attached). */
const PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function Share({ login }: { readonly login: string }) {
  const record = finishedRecord();
  return (
    <>
      <ReturnOrderAction api={createStoryClient(login)} record={record} onDone={() => undefined} />
      <ShareByEmailDialog
        api={createStoryClient(login)}
        record={record}
        pdf={() => buildConditionPdf({ record, title: 'État des lieux' })}
        photos={[{ dataUrl: PHOTO }, { dataUrl: PHOTO }]}
        open
        onClose={() => undefined}
      />
    </>
  );
}

const meta = {
  title: 'Outils/État des lieux matériel/Partage',
  component: Share,
  args: { login: 'tech' },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Share>;

export default meta;
type Story = StoryObj<typeof meta>;

const LOADED = { timeout: 15_000 };

/**
 * The email dialog of a finished record: the client's addresses (CONTACT_MAIL_TOUS), the field
 * and `Ajouter`, the preloaded-photos warning, `Envoyer`; `Envoyer or de retour` beside it.
 */
export const EmailDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Envoyer le PDF par email' }, LOADED);
    const list = await within(dialog).findByRole('list', { name: 'Destinataires' }, LOADED);
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(
      within(dialog).getByText('Seules les photos déjà chargées sont jointes au mail (2 photos).'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Ajouter' })).toBeDisabled();
  },
};

/** Every address removed: `Envoyer` is disabled (spec 3 §2.2). */
export const SansDestinataire: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Envoyer le PDF par email' }, LOADED);
    const list = await within(dialog).findByRole('list', { name: 'Destinataires' }, LOADED);
    for (const item of within(list).getAllByRole('listitem')) {
      await userEvent.click(within(item).getByTitle(/^Retirer /));
    }
    await expect(
      within(dialog).getByText('Aucun destinataire : ajoutez une adresse.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};

/** The client's addresses cannot be loaded: the unreachable message and `Réessayer`. */
export const Injoignable: Story = {
  parameters: { msw: [failingCall(calls.etatdl.get_clients_SS_by_id, 'unreachable')] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Envoyer le PDF par email' }, LOADED);
    await expect(
      await within(dialog).findByText(/Le serveur est injoignable/, {}, LOADED),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  },
};
