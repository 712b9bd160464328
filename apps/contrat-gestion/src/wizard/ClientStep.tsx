import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Client } from '../records';
import { texts } from '../texts';

const T = texts.wizard;

export interface ClientStepProps {
  readonly clients: readonly Client[];
  readonly selected: Client | undefined;
  readonly busy: boolean;
  readonly onSearch: (name: string) => void;
  readonly onSelect: (id: string) => void;
  readonly onEdit: () => void;
  readonly onCreate: () => void;
}

/**
 * spec 4 §2.6 step 1: « search box labelled 'Recherche de client(s) (minimum 3 lettres)' and a
 * Rechercher button. Results go in a selector 'Client sélectionné' (empty text 'Aucun client de
 * disponible'). The chosen client's address (with city and postcode), phone and mail are shown. A
 * pen button edits the client; a plus button creates one. »
 */
export function ClientStep({
  clients,
  selected,
  busy,
  onSearch,
  onSelect,
  onEdit,
  onCreate,
}: ClientStepProps) {
  const [name, setName] = useState('');
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={(e) => {
          e.preventDefault();
          onSearch(name);
        }}
      >
        <TextField
          label={T.search}
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth
          size="small"
        />
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={busy}>
          {T.searchButton}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          id="contrat-client-selectionne"
          label={T.selected}
          value={selected?.id ?? ''}
          onChange={(e) => onSelect(e.target.value)}
          fullWidth
          size="small"
        >
          {clients.length === 0 ? (
            <MenuItem value="" disabled>
              {T.noClient}
            </MenuItem>
          ) : (
            clients.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.company}
              </MenuItem>
            ))
          )}
        </TextField>
        <Tooltip title={T.editClient}>
          <span>
            <IconButton aria-label={T.editClient} onClick={onEdit} disabled={!selected}>
              <EditIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={T.newClient}>
          <IconButton aria-label={T.newClient} onClick={onCreate}>
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {selected && (
        <Paper variant="outlined" sx={{ p: 2 }} aria-label={selected.company}>
          <Typography sx={{ fontWeight: 600 }}>{selected.company}</Typography>
          <Typography variant="body2">
            {T.address} : {selected.address}, {selected.zip} {selected.city}
          </Typography>
          <Typography variant="body2">
            {T.phone} : {selected.phone}
          </Typography>
          <Typography variant="body2">
            {T.mail} : {selected.mail}
          </Typography>
        </Paper>
      )}
    </Stack>
  );
}
