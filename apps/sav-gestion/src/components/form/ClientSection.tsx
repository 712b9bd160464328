import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { splitDeliveryPostcode, text } from '@locasuite/core';
import { useWatch } from '@locasuite/ui/form';
import type { UseFormReturn } from '@locasuite/ui/form';
import type { SavReport } from '../../api';
import { texts } from '../../texts';
import { FIELD_GRID, FormSection, TextFields } from './FormSection';
import { RecordPicker } from './RecordPicker';
import type { ReportFormValues } from './reportModel';

const t = texts.form;

export interface ClientSectionProps {
  readonly form: UseFormReturn<ReportFormValues>;
  readonly clients: readonly SavReport[];
  readonly readOnly: boolean;
}

/** The client's delivery fields a choice fills (spec 4 §3.3 Client → §3.1 report). */
function deliveryOf(client: SavReport): Partial<ReportFormValues> {
  return {
    societeliv: text(client.SOCIETE),
    adliv: text(client.ADRESSE_LIV) || text(client.ADRESSE),
    compadliv: text(client.COMP_ADRESSE_LIV) || text(client.COMP_ADRESSE),
    villeliv: text(client.VILLE_LIV) || text(client.VILLE),
    CODE_POSTAL_LIV: text(client.CODE_POSTAL_LIV) || text(client.CODE_POSTAL),
    Telephone: text(client.TELEPHONE),
    CONTACT_MAIL_TOUS: text(client.CONTACT_MAIL_TOUS),
  };
}

/**
 * spec 4 §2.2 INFORMATION CLIENT: the client picked by name, its delivery address, and the
 * delivery postcode split into department and code when it has at least 3 characters (core
 * `splitDeliveryPostcode`, §5).
 */
export function ClientSection({ form, clients, readOnly }: ClientSectionProps) {
  const name = useWatch({ control: form.control, name: 'societeliv' });
  const postcode = useWatch({ control: form.control, name: 'CODE_POSTAL_LIV' });
  const split = splitDeliveryPostcode(postcode);
  return (
    <FormSection title={t.sections.client} mandatory>
      <RecordPicker
        form={form}
        name="ID_client"
        idKey="id"
        labelKey="SOCIETE"
        records={clients}
        label={t.client}
        noOptions={t.noClient}
        fallbackLabel={name}
        fill={deliveryOf}
        readOnly={readOnly}
      />
      <Box sx={FIELD_GRID}>
        <TextFields
          form={form}
          readOnly={readOnly}
          fields={[
            ['adliv', t.deliveryAddress],
            ['compadliv', t.deliveryComplement],
            ['villeliv', t.deliveryCity],
            ['CODE_POSTAL_LIV', t.deliveryPostcode],
          ]}
        />
        <TextField
          label={t.department}
          value={split.dptliv}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label={t.postcodeRest}
          value={split.cpliv}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextFields
          form={form}
          readOnly={readOnly}
          fields={[
            ['Telephone', t.phone],
            ['CONTACT_MAIL_TOUS', t.contacts],
          ]}
        />
      </Box>
    </FormSection>
  );
}
