import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  NEW_CLIENT_EMPTY,
  NEW_CLIENT_FIELDS,
  WIZARD_CIVILITIES,
  WIZARD_MESSAGE_MS,
  checkNewClient,
  cityLookupZip,
  newClientPayload,
  newClientSchema,
} from '@locasuite/core';
import type { NewClientValues } from '@locasuite/core';
import { TimedBanner, useCall, useLoad, words } from '@locasuite/ui';
import { FormDateInput, FormTextInput, useWatch, useZodForm } from '@locasuite/ui/form';
import { citiesOf, createClient } from '../api';
import type { ContratApi } from '../api';
import { texts } from '../texts';

const T = texts.client;
const label = (key: keyof NewClientValues) =>
  NEW_CLIENT_FIELDS.find((f) => f.key === key)?.label ?? key;
const CIVILITIES = WIZARD_CIVILITIES.map((c) => (
  <MenuItem key={c} value={c}>
    {c}
  </MenuItem>
));

export interface ClientCreateDialogProps {
  readonly api: ContratApi;
  readonly onRefused: () => void;
  readonly onClose: () => void;
  /** Created: the wizard searches the last name and selects the client by its id_web. */
  readonly onCreated: (lastname: string, idWeb: string) => void;
}

/**
 * spec 4 §2.6, §3.7, §5 « Création de client »: civility, names, mail, address, zip code (0 to
 * 99999, « Le nombre doit être entre 0 et 99999 »), city picked from the list of the zip code
 * (loaded only for exactly 5 characters, otherwise « Code postal invalide »), mobile, optional
 * birthdate; a missing field says « Champ nécéssaire : {label} » for 4 s and nothing is sent; a
 * refusal « ERREUR : {message} » for 4 s; success clears the form.
 */
export function ClientCreateDialog({
  api,
  onRefused,
  onClose,
  onCreated,
}: ClientCreateDialogProps) {
  const form = useZodForm<NewClientValues>({
    defaultValues: NEW_CLIENT_EMPTY,
    schema: newClientSchema,
  });
  const [message, setMessage] = useState<string | null>(null);
  const creation = useCall(
    (values: NewClientValues) => createClient(api, newClientPayload(values)),
    {
      onRefused,
    },
  );
  const busy = creation.status === 'running';
  const zip = useWatch({ control: form.control, name: 'zipcode' });
  const code = cityLookupZip(zip);
  const cities = useLoad(
    useCallback(() => (code === null ? Promise.resolve([]) : citiesOf(api, code)), [api, code]),
    { onRefused },
  );
  const cityItems = useMemo(
    () =>
      code === null || (cities.data ?? []).length === 0
        ? [
            <MenuItem key="" value="" disabled>
              {T.noCity}
            </MenuItem>,
          ]
        : (cities.data ?? []).map((city) => (
            <MenuItem key={city} value={city}>
              {city}
            </MenuItem>
          )),
    [code, cities.data],
  );
  const submit = form.handleSubmit(
    async (values) => {
      const outcome = await creation.run(values);
      if (outcome.ok) {
        form.reset(NEW_CLIENT_EMPTY);
        onCreated(values.lastname.trim(), outcome.value);
      } else if (outcome.status !== 'refused') {
        setMessage(T.failed(outcome.message));
      }
    },
    () => setMessage(checkNewClient(form.getValues())[0]?.message ?? null),
  );
  const c = form.control;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="contrat-client-new"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="contrat-client-new">{T.createTitle}</DialogTitle>
      <TimedBanner
        message={message}
        onClose={() => setMessage(null)}
        durationMs={WIZARD_MESSAGE_MS}
      />
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextInput
            control={c}
            name="civility"
            label={label('civility')}
            options={CIVILITIES}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextInput
              control={c}
              name="firstname"
              label={label('firstname')}
              required
              fullWidth
            />
            <FormTextInput
              control={c}
              name="lastname"
              label={label('lastname')}
              required
              fullWidth
            />
          </Stack>
          <FormTextInput
            control={c}
            name="email"
            label={label('email')}
            inputMode="email"
            required
          />
          <FormTextInput control={c} name="address" label={label('address')} required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextInput
              control={c}
              name="zipcode"
              label={label('zipcode')}
              inputMode="numeric"
              required
              fullWidth
            />
            <FormTextInput
              control={c}
              name="city"
              label={label('city')}
              options={cityItems}
              required
              fullWidth
            />
          </Stack>
          <FormTextInput
            control={c}
            name="mobile"
            label={label('mobile')}
            inputMode="tel"
            required
          />
          <FormDateInput control={c} name="birthdate" label={label('birthdate')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" disabled={busy} onClick={onClose}>
          {words.close}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()}>
          {T.create}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
