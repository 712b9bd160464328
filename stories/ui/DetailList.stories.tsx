import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from '@locasuite/ui';

const meta = {
  title: 'UI/DetailList',
  component: DetailList,
  parameters: { locaSuiteBackground: 'tool' },
  // spec 2 §2.1: an intervention's record, as its details dialog shows it.
  args: {
    items: [
      { label: 'Statut', value: '110 — Planifiée' },
      { label: 'Techniciens', value: 'Martin, Bernard' },
      { label: 'Début', value: '12/03/2026 08:00' },
      { label: 'Société', value: 'BTP Durand' },
      { label: 'Adresse', value: '12 rue des Lilas' },
      { label: 'Téléphone', value: '' },
      { label: 'Ville', value: 'Lyon' },
    ],
  },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines without a value (here the phone) are left out. */
export const Record: Story = {
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((t) => t.textContent)).not.toContain('Téléphone');
    await expect(terms).toHaveLength(6);
  },
};

/** A long value without spaces wraps inside its column. */
export const LongValue: Story = {
  args: {
    items: [
      { label: 'Désignation', value: 'PV90-002·Wacker-Neuson-VP1550-plaque-vibrante-'.repeat(3) },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
