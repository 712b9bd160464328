import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  savedDateToForm,
  searchEquipment,
  unknownEquipmentFlag,
  type ParkEquipment,
} from '@locasuite/core';
import { formTexts as t } from '../../texts';
import { Fact } from './Fact';
import { text, type ConditionRecord, type EquipmentItem } from './formApi';
import { factGrid, FormSection } from './FormSection';

const MAX_MATCHES = 8;

/**
 * spec 3 §2.2 section 3: equipment and preparation info, and the equipment list with its
 * registration inputs (an unknown one flagged `Équipement inconnu`) and the park search (3
 * characters at least; `Aucun équipement ne correspond à votre recherche`).
 */
export function EquipmentSection({
  record,
  park,
  equipments,
  onChange,
  editable,
}: {
  readonly record: ConditionRecord;
  readonly park: readonly (ParkEquipment & Record<string, unknown>)[];
  readonly equipments: readonly EquipmentItem[];
  readonly onChange: (update: (list: readonly EquipmentItem[]) => EquipmentItem[]) => void;
  readonly editable: boolean;
}) {
  const e = t.equipment;
  const [query, setQuery] = useState('');
  const search = searchEquipment(park, query);
  const dateOf = (day: unknown, hour: unknown) =>
    [savedDateToForm(day), text(hour)].filter(Boolean).join(' ');
  return (
    <FormSection number={3} title={t.sections.equipment}>
      <Box sx={factGrid}>
        <Fact label={e.registration} value={text(record.CLD_MATRICULE)} />
        <Fact label={e.family} value={text(record.CLD_FAMILLE)} />
        <Fact label={e.subFamily} value={text(record.CLD_SOUS_FAMILLE)} />
        <Fact label={e.brand} value={text(record.CLD_MARQUE)} />
        <Fact label={e.type} value={text(record.CLD_TYPE)} />
        <Fact label={e.serial} value={text(record.CLD_NUMERO_SERIE)} />
      </Box>
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {e.preparation}
      </Typography>
      <Box sx={factGrid}>
        <Fact label={e.technician} value={text(record.CLD_TECHNICIEN_DEPART)} />
        <Fact
          label={e.departureDate}
          value={dateOf(record.CLD_DATE_DEPART, record.CLD_HEURE_DEPART)}
        />
        <Fact
          label={e.returnDate}
          value={dateOf(record.CLD_DATE_RETOUR, record.CLD_HEURE_RETOUR)}
        />
        <Fact label={e.training} value={text(record.CLD_FORMATION)} />
        <Fact label={e.weight} value={text(record.CLD_POIDS)} />
      </Box>
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {e.list}
      </Typography>
      {equipments.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {e.listEmpty}
        </Typography>
      )}
      {equipments.map((item, index) => {
        const flag = unknownEquipmentFlag(park, item.matricule);
        return (
          <Box
            // The list has no ids: a row is its place in the list.
            key={index}
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}
          >
            <TextField
              label={e.itemDescription}
              value={item.description}
              size="small"
              disabled={!editable}
              sx={{ flex: 2 }}
              onChange={(event) =>
                onChange((list) =>
                  list.map((x, i) => (i === index ? { ...x, description: event.target.value } : x)),
                )
              }
            />
            <TextField
              label={e.itemRegistration}
              value={item.matricule}
              size="small"
              disabled={!editable}
              error={flag !== null}
              helperText={flag ?? ' '}
              sx={{ flex: 1, minWidth: 120 }}
              onChange={(event) =>
                onChange((list) =>
                  list.map((x, i) => (i === index ? { ...x, matricule: event.target.value } : x)),
                )
              }
            />
            {editable && (
              <IconButton
                aria-label={e.remove(item.matricule)}
                onClick={() => onChange((list) => list.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Box>
        );
      })}
      {editable && (
        <Box sx={{ mt: 1 }}>
          <TextField
            label={e.search}
            value={query}
            size="small"
            fullWidth
            helperText={search.searched ? (search.message ?? ' ') : e.searchHint}
            onChange={(event) => setQuery(event.target.value)}
            slotProps={{ htmlInput: { type: 'search' } }}
          />
          {search.matches.length > 0 && (
            <List dense aria-label={e.search}>
              {search.matches.slice(0, MAX_MATCHES).map((item) => {
                const registration = text(item.MATRICULE);
                const description = [text(item.SOUS_FAMILLE), text(item.MARQUE), text(item.TYPE)]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <ListItem
                    key={registration}
                    disableGutters
                    secondaryAction={
                      <Button
                        size="small"
                        aria-label={e.addLabel(registration)}
                        onClick={() => {
                          onChange((list) => [...list, { description, matricule: registration }]);
                          setQuery('');
                        }}
                      >
                        {e.add}
                      </Button>
                    }
                  >
                    <ListItemText primary={registration} secondary={description} />
                  </ListItem>
                );
              })}
            </List>
          )}
        </Box>
      )}
    </FormSection>
  );
}
