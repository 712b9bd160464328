import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable';
import { LocaSuiteProvider } from './LocaSuiteProvider';

afterEach(cleanup);

interface Mail {
  id: number;
  subject: string;
  to: string;
}

const columns: DataTableColumn<Mail>[] = [
  { key: 'subject', header: 'Subject' },
  { key: 'to', header: 'Destinataire', render: (row) => <strong>{row.to}</strong> },
];

const mails: Mail[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  subject: `Contrat n°${i + 1}`,
  to: `client${i + 1}@exemple.fr`,
}));

function renderTable(rows: Mail[], onRowClick?: (row: Mail) => void) {
  return render(
    <LocaSuiteProvider>
      <DataTable
        label="Emails envoyés"
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        onRowClick={onRowClick}
        emptyMessage="Aucun mail"
        initialPageSize={40}
      />
    </LocaSuiteProvider>,
  );
}

function bodyRows() {
  const table = screen.getByRole('table', { name: 'Emails envoyés' });
  return within(table).getAllByRole('row').slice(1);
}

describe('DataTable', () => {
  it('shows the empty message when there are no rows', () => {
    renderTable([]);
    expect(screen.getByRole('cell', { name: 'Aucun mail' })).toBeInTheDocument();
  });

  it('an empty table shows no pager (nothing to page through), a table with rows does', () => {
    renderTable([]);
    expect(screen.queryByText('Lignes par page :')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aller à la page suivante' })).toBeNull();
    cleanup();
    renderTable(mails.slice(0, 3));
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.getByText('1–3 sur 3')).toBeInTheDocument();
  });

  it('pages rows with French pager texts (spec 1 §9: 40 per page for emails)', async () => {
    renderTable(mails);
    expect(bodyRows()).toHaveLength(40);
    expect(screen.getByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.getByText('1–40 sur 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('41–45 sur 45')).toBeInTheDocument();
  });

  it('changes the page size and goes back to the first page', async () => {
    renderTable(mails);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Aller à la page suivante' }));
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('1–10 sur 45')).toBeInTheDocument();
  });

  it('renders custom cells and reports row clicks, also from the keyboard', async () => {
    const onRowClick = vi.fn();
    renderTable(mails.slice(0, 3), onRowClick);
    const user = userEvent.setup();
    expect(within(bodyRows()[0]!).getByText('client1@exemple.fr').tagName).toBe('STRONG');
    await user.click(screen.getByText('Contrat n°2'));
    expect(onRowClick).toHaveBeenLastCalledWith(mails[1]);
    bodyRows()[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenLastCalledWith(mails[2]);
  });
});
