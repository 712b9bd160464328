import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RDV_MESSAGES, isApiError } from '@locasuite/core';
import { useDialogAction } from '@locasuite/ui';
import type { RdvClient, RdvContract } from '../api';
import { texts } from '../texts';
import { SlotFormDialog } from './SlotForm';

const T = texts.booking;

export interface BookingDialogProps {
  readonly fullScreen: boolean;
  readonly findClients: (search: string) => Promise<RdvClient[]>;
  readonly findContracts: (code: string) => Promise<RdvContract[]>;
  readonly onClose: () => void;
  /** Books the slot; rejects with the server's French message (409 when someone was quicker). */
  readonly onBook: (client: RdvClient, contract: string | null) => Promise<void>;
}

/**
 * spec 2 §4.2, §5.2 manual booking: a client found by name or code and chosen from the list, then
 * an optional contract among the client's open ones (« Aucun contrat en cours pour le client
 * séléctionné » when none).
 */
export function BookingDialog({
  fullScreen,
  findClients,
  findContracts,
  onClose,
  onBook,
}: BookingDialogProps) {
  const [search, setSearch] = useState('');
  const [clients, setClients] = useState<RdvClient[] | null>(null);
  const [client, setClient] = useState<RdvClient | null>(null);
  const [contracts, setContracts] = useState<RdvContract[] | null>(null);
  const [contract, setContract] = useState('');
  const action = useDialogAction();
  const { busy } = action;
  const run = (work: () => Promise<void>) => action.run(work);
  const doSearch = () =>
    void run(async () => {
      if (search.trim() === '') return;
      setClient(null);
      setContracts(null);
      setContract('');
      setClients(await findClients(search.trim()));
    });
  const choose = (c: RdvClient) =>
    void run(async () => {
      setClient(c);
      setContract('');
      try {
        setContracts(await findContracts(c.code));
      } catch (e) {
        // spec 2 §7.2: a failed contract lookup clears the list, no contract is selected.
        setContracts([]);
        if (!(isApiError(e) && e.status === 404)) throw e;
      }
    });

  return (
    <SlotFormDialog
      title={T.title}
      fullScreen={fullScreen}
      action={action}
      onClose={onClose}
      confirm={{
        label: T.submit,
        disabled: client === null,
        onClick: () =>
          void run(async () => {
            if (client) await onBook(client, contract || null);
          }),
      }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={T.search}
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') doSearch();
          }}
          fullWidth
        />
        <Button variant="outlined" onClick={doSearch} disabled={busy || search.trim() === ''}>
          {T.searchButton}
        </Button>
      </Box>
      {clients !== null &&
        (clients.length === 0 ? (
          <Typography color="text.secondary">{T.noClient}</Typography>
        ) : (
          <List dense aria-label={T.clients} sx={{ maxHeight: 240, overflow: 'auto' }}>
            {clients.map((c) => (
              <ListItemButton
                key={c.code}
                selected={client?.code === c.code}
                onClick={() => choose(c)}
              >
                <ListItemText
                  primary={`${c.code} · ${[c.lastName, c.firstName].filter(Boolean).join(' ') || c.company}`}
                  secondary={[c.company, c.phone, c.mail].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        ))}
      {client &&
        contracts !== null &&
        (contracts.length === 0 ? (
          <Typography color="text.secondary">{RDV_MESSAGES.noContract}</Typography>
        ) : (
          <TextField
            select
            label={T.contract}
            size="small"
            value={contract}
            onChange={(e) => setContract(e.target.value)}
            fullWidth
          >
            <MenuItem value="">{T.noContractChoice}</MenuItem>
            {[...new Map(contracts.map((c) => [c.number, c])).values()].map((c) => (
              <MenuItem key={c.number} value={c.number}>
                {[c.number, c.description].filter(Boolean).join(' · ')}
              </MenuItem>
            ))}
          </TextField>
        ))}
    </SlotFormDialog>
  );
}
