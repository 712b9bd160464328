import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataTable } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';

interface SentMail {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
}

const subjects = [
  'Votre contrat de location',
  'Bon de livraison',
  'Facture de location',
  'Rapport d’intervention SAV',
  'Confirmation de réservation',
];

const sentMails: SentMail[] = Array.from({ length: 57 }, (_, i) => ({
  id: `msg-${i + 1}`,
  date: `${String((i % 28) + 1).padStart(2, '0')}/03/2025 ${String(8 + (i % 10)).padStart(2, '0')}:15`,
  from: 'contact@locasuite-location.fr',
  to: `client${i + 1}@exemple.fr`,
  subject: `${subjects[i % subjects.length]} n°${2025000 + i}`,
}));

// spec 1 §2 /email-visualisation: Date, Expéditeur, Destinataire, Subject.
const columns: DataTableColumn<SentMail>[] = [
  { key: 'date', header: 'Date', width: 170 },
  { key: 'from', header: 'Expéditeur' },
  { key: 'to', header: 'Destinataire' },
  { key: 'subject', header: 'Subject' },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<SentMail>,
  args: {
    label: 'Emails envoyés',
    columns,
    rows: sentMails,
    getRowId: (row: SentMail) => row.id,
    onRowClick: fn(),
    emptyMessage: 'Aucun mail',
    initialPageSize: 40,
  },
} satisfies Meta<typeof DataTable<SentMail>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 40 rows per page with a pager (spec 1 §9), clickable rows. */
export const EmailHistory: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Dense: Story = { args: { dense: true, initialPageSize: 10, maxHeight: 360 } };
