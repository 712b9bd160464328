import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { API_ERROR_MESSAGES } from '@locasuite/core';
import { DataTable } from '@locasuite/ui';
import type { DataTableColumn } from '@locasuite/ui';
import { storySeed } from '../msw/storySeed';
import { ClientsTable } from './support/ClientsTable';

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

/** The seed's clients, fetched with `get_clients` through core's client, the envelope and MSW. */
export const ClientsFromTheServer: Story = {
  render: (args) => <ClientsTable onRowClick={args.onRowClick} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Clients' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByText(`1–10 sur ${storySeed().clients.length}`)).toBeInTheDocument();
  },
};

/** The server cannot be reached: the client's French message shows in the red banner. */
export const ServerUnreachable: Story = {
  render: (args) => <ClientsTable onRowClick={args.onRowClick} />,
  parameters: {
    msw: [http.post('*/api/v1/get_clients', () => HttpResponse.error())],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(API_ERROR_MESSAGES.network);
    await expect(canvas.getByText('Aucun client')).toBeInTheDocument();
  },
};
