import type { Meta, StoryObj } from '@storybook/react-vite';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { CalendarSettingsDialog } from '@locasuite/ui/calendar';

const meta = {
  title: 'UI/CalendarSettingsDialog',
  component: CalendarSettingsDialog,
  args: {
    title: 'Paramètres du planning',
    colorsTitle: 'Couleur par statut',
    colorLabel: (label: string) => `Couleur : ${label}`,
    colors: [
      { key: '100', label: 'Planifiée', color: '#90CAF9' },
      { key: '130', label: 'En cours', color: '#FFB74D' },
      { key: '150', label: 'Terminée', color: '#81C784' },
    ],
    hiddenDays: [0],
    onClose: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof CalendarSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colour changed and Saturday hidden: « Enregistrer » hands both to the page. */
export const Open: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Samedi' }));
    const code = screen.getByRole('textbox', { name: 'Code couleur En cours' });
    await userEvent.clear(code);
    await userEvent.type(code, '#1e88e5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      colors: { '100': '#90CAF9', '130': '#1E88E5', '150': '#81C784' },
      hiddenDays: [0, 6],
    });
  },
};

/** A code that is not `#RRGGBB` is said at once; nothing can be saved meanwhile. */
export const InvalidColour: Story = {
  args: { colors: [{ key: 'livraison', label: 'Couleur des livraisons', color: 'vert' }] },
  play: async () => {
    await expect(await screen.findByText('Code couleur invalide (ex. #A1887F)')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  },
};

/** The server refuses: its French message in the dialog, what was chosen kept. */
export const Refused: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('Au moins un jour doit rester affiché.');
    }),
  },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    await expect(await screen.findByText('Au moins un jour doit rester affiché.')).toBeVisible();
  },
};

/** A planning's own fields (the availability planning's event types) under the hidden days. */
export const WithToolFields: Story = {
  args: {
    title: 'Options du planning',
    colorsTitle: 'Couleurs par type d’événement',
    children: <FormControlLabel label="Livraisons" control={<Switch defaultChecked />} />,
  },
};
