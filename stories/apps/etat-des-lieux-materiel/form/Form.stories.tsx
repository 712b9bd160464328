import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, within } from 'storybook/test';
import { calls, conditionState, fieldRecords } from '@locasuite/core';
import type { ConditionState } from '@locasuite/core';
import { ConditionFormDialog } from '@locasuite/etat-des-lieux-materiel';
import { createStoryClient } from '../../../msw/storyClient';
import { storySession } from '../../../msw/storySession';

/** The form of the first seeded item in `state` (the seed at STORY_NOW), as the technician. */
function Screen({ state, login }: { readonly state: ConditionState; readonly login: string }) {
  const [api] = useState(() => createStoryClient(login));
  const [item, setItem] = useState<{ contract: string; matricule: string } | null>(null);
  useEffect(() => {
    let current = true;
    void api.call(calls.etatdl.get_materials, {}).then((answer) => {
      const record = fieldRecords(answer).find(
        (r) => r.CHECK_LIST_JSON !== undefined && conditionState(r) === state,
      );
      if (current && record) {
        setItem({
          contract: String(record.CLD_NUM_CONTRAT),
          matricule: String(record.CLD_MATRICULE),
        });
      }
    });
    return () => {
      current = false;
    };
  }, [api, state]);
  if (!item) return null;
  return (
    <ConditionFormDialog
      api={api}
      session={storySession(login)}
      contract={item.contract}
      matricule={item.matricule}
      velo={false}
      onClose={() => undefined}
    />
  );
}

const meta = {
  title: 'Outils/État des lieux matériel/Formulaire',
  component: Screen,
  args: { state: 'departure', login: 'tech' },
  parameters: { locaSuiteBackground: 'tool' },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Départ: the departure editable, the return locked, the §4.1 defaults filled. */
export const Depart: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('region', { name: 'Client' })).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'Contrôleur départ' })).toBeEnabled();
    await expect(page.getByRole('textbox', { name: 'Contrôleur retour' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Finaliser' })).toBeInTheDocument();
  },
};

/** Reprise: the return editable, the departure beside it, « Écarts constatés » at its head. */
export const Reprise: Story = {
  args: { state: 'return' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('region', { name: 'Écarts constatés' })).toBeInTheDocument();
    await expect(page.getByRole('textbox', { name: 'Contrôleur départ' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Contrôleur retour' })).toBeEnabled();
  },
};

/** Terminé: everything locked until the password unlocks it. */
export const Termine: Story = {
  args: { state: 'finished' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('L’état des lieux est terminé : déverrouillez-le pour le modifier.'),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Déverrouiller' })).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Finaliser' })).not.toBeInTheDocument();
  },
};
