import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { text } from '@locasuite/core';
import { useFormField } from '@locasuite/ui/form';
import type { UseFormReturn } from '@locasuite/ui/form';
import type { SavReport } from '../../api';
import { texts } from '../../texts';
import { FIELD_GRID, FormSection, TextFields } from './FormSection';
import { RecordPicker, setFields } from './RecordPicker';
import type { ReportFormValues } from './reportModel';

const t = texts.form;

export interface MachineSectionProps {
  readonly form: UseFormReturn<ReportFormValues>;
  readonly machines: readonly SavReport[];
  readonly readOnly: boolean;
}

/** spec 4 §3.3 Machine → the report's machine fields. */
function machineFields(machine: SavReport): Partial<ReportFormValues> {
  return {
    'N° MATR INT': text(machine.MATRICULE),
    'MARQUE MACHINE': text(machine.MARQUE),
    'TYPE MACHINE': text(machine.TYPE),
    sous_famille: text(machine.SOUS_FAMILLE),
    'N° serie constr': text(machine.NUMERO_SERIE),
  };
}

/**
 * spec 4 §2.2 INFORMATION MACHINE: the machine picked by its number, or « Machine inconnue »
 * (§5: then no machine is needed and the hour counter is dropped).
 */
export function MachineSection({ form, machines, readOnly }: MachineSectionProps) {
  const unknown = useFormField(form.control, 'machine_inconnue');
  const isUnknown = unknown.value === '1';
  return (
    <FormSection title={t.sections.machine} mandatory={!isUnknown}>
      <FormControlLabel
        control={
          <Switch
            checked={isUnknown}
            disabled={readOnly}
            onChange={(e) => {
              unknown.onChange(e.target.checked ? '1' : '0');
              if (e.target.checked) {
                setFields(form, { ...machineFields({}), Horametre: '', old_Horametre: '' });
              }
            }}
          />
        }
        label={t.unknownMachine}
      />
      {isUnknown ? null : (
        <>
          <RecordPicker
            form={form}
            name="N° MATR INT"
            idKey="MATRICULE"
            labelKey="MATRICULE"
            records={machines}
            label={t.machine}
            noOptions={t.noMachine}
            fallbackLabel=""
            fill={machineFields}
            readOnly={readOnly}
          />
          <Box sx={FIELD_GRID}>
            <TextFields
              form={form}
              readOnly={readOnly}
              fields={[
                ['MARQUE MACHINE', t.brand],
                ['TYPE MACHINE', t.type],
                ['sous_famille', t.family],
                ['N° serie constr', t.serial],
                ['num_contrat', t.contract],
              ]}
            />
          </Box>
        </>
      )}
    </FormSection>
  );
}
