import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ConfirmDialog, ToolDialog, refusalAware, useDialogAction, words } from '@locasuite/ui';
import { FormTextInput, useZodForm } from '@locasuite/ui/form';
import { editClient } from '../api';
import type { ContratApi } from '../api';
import type { Client } from '../records';
import { texts } from '../texts';

const T = texts.client;

interface ClientEditValues {
  ADRESSE: string;
  VILLE: string;
  CODE_POSTAL: string;
  TELEPHONE: string;
  'CONTACT_MAIL(1)': string;
}

export interface ClientEditDialogProps {
  readonly api: ContratApi;
  readonly client: Client;
  readonly onRefused: () => void;
  readonly onClose: () => void;
  /** The edit went through: the wizard searches again and selects the client by ID_WEB. */
  readonly onSaved: (client: Client) => void;
}

/**
 * spec 4 §2.6 « a client edition dialog 'Modification informations client' (persistent) with
 * read-only Client (company) and editable Adresse, Ville, Code postal, Téléphone, Mail and a
 * button 'Valider mes modifications'; closing it asks 'Les données modifié ne seront pas
 * enregistrée' ». The client's version travels with it (a stale one is refused 409).
 */
export function ClientEditDialog({
  api,
  client,
  onRefused,
  onClose,
  onSaved,
}: ClientEditDialogProps) {
  const form = useZodForm<ClientEditValues>({
    defaultValues: {
      ADRESSE: client.address,
      VILLE: client.city,
      CODE_POSTAL: client.zip,
      TELEPHONE: client.phone,
      'CONTACT_MAIL(1)': client.mail,
    },
  });
  const action = useDialogAction();
  const [leaving, setLeaving] = useState(false);
  const save = form.handleSubmit(async (values) => {
    const edited = { ...client.record, ...values };
    if (await action.run(refusalAware(() => editClient(api, edited), onRefused))) {
      form.reset(values);
      onSaved(client);
    }
  });
  const c = form.control;
  return (
    <>
      <ToolDialog
        title={T.editTitle}
        onClose={() => setLeaving(true)}
        closeLabel={words.close}
        busy={action.busy}
        result={action.result}
        confirm={{ label: T.save, onClick: () => void save() }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={T.company}
            value={client.company}
            slotProps={{ input: { readOnly: true } }}
          />
          <FormTextInput control={c} name="ADRESSE" label={T.address} />
          <FormTextInput control={c} name="VILLE" label={T.city} />
          <FormTextInput control={c} name="CODE_POSTAL" label={T.zip} inputMode="numeric" />
          <FormTextInput control={c} name="TELEPHONE" label={T.phone} inputMode="tel" />
          <FormTextInput control={c} name="CONTACT_MAIL(1)" label={T.mail} inputMode="email" />
        </Stack>
      </ToolDialog>
      <ConfirmDialog
        open={leaving}
        title={T.leave}
        message={T.leave}
        onCancel={() => setLeaving(false)}
        onConfirm={() => {
          setLeaving(false);
          onClose();
        }}
      />
    </>
  );
}
