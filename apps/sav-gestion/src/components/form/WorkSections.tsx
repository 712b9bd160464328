import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ChoiceSelect } from '@locasuite/ui';
import { FormDateInput, useFormField, useWatch } from '@locasuite/ui/form';
import type { UseFormReturn } from '@locasuite/ui/form';
import type { SavAgency, SavOptions } from '../../api';
import { texts } from '../../texts';
import { FIELD_GRID, FormSection, TextFields } from './FormSection';
import type { TextFieldSpec } from './FormSection';
import type { CheckEntry, ReportFormValues } from './reportModel';

const t = texts.form;

interface SectionProps {
  readonly form: UseFormReturn<ReportFormValues>;
  readonly readOnly: boolean;
  readonly options: SavOptions;
}

const menu = (values: readonly string[], current: string) =>
  [...new Set(['', ...values, current])].map((v) => (
    <MenuItem key={v} value={v}>
      {v === '' ? '—' : v}
    </MenuItem>
  ));

const DECIMAL = { inputMode: 'decimal' } as const;
const LONG_TEXT = { multiline: true, minRows: 2 } as const;

const isMandatory = (options: SavOptions, key: string) => options.mandatoryKeys.includes(key);

/** spec 4 §2.2 TECHNICIEN PRINCIPAL (mandatory, §5) and the follow-up person (`suivi_par`). */
export function TechnicianSection({
  form,
  readOnly,
  options,
  technicians,
}: SectionProps & { readonly technicians: readonly string[] }) {
  const current = useWatch({ control: form.control, name: 'Techniciens_Nom(1)' });
  const follower = useWatch({ control: form.control, name: 'suivi_par' });
  const people: TextFieldSpec[] = [
    ['Techniciens_Nom(1)', t.technician, { options: menu(technicians, current) }],
  ];
  if (options.followers.length > 0) {
    people.push(['suivi_par', t.followedBy, { options: menu(options.followers, follower) }]);
  }
  return (
    <FormSection title={t.sections.technician} mandatory>
      <Box sx={FIELD_GRID}>
        <TextFields form={form} readOnly={readOnly} fields={people} />
      </Box>
    </FormSection>
  );
}

/** spec 4 §2.2 AGENCE. */
export function AgencySection({
  form,
  readOnly,
  options,
  agencies,
}: SectionProps & { readonly agencies: readonly SavAgency[] }) {
  const choices = [{ id: '', name: '—' }, ...agencies].map((a) => (
    <MenuItem key={a.id} value={a.id}>
      {a.name}
    </MenuItem>
  ));
  return (
    <FormSection title={t.sections.agency} mandatory={isMandatory(options, 'ID_Agence')}>
      <TextFields
        form={form}
        readOnly={readOnly}
        fields={[['ID_Agence', t.agency, { options: choices }]]}
      />
    </FormSection>
  );
}

/**
 * spec 4 §2.2 HORAMÈTRE (option show_Horametre), §4.1: a return report (`retour` oui) shows the
 * departure and return counters; a machine marked unknown drops the section (§5).
 */
export function CounterSection({ form, readOnly, options }: SectionProps) {
  const unknown = useWatch({ control: form.control, name: 'machine_inconnue' });
  const back = useFormField(form.control, 'retour');
  if (!options.showCounter || unknown === '1') return null;
  const isReturn = back.value === 'oui';
  const counters: TextFieldSpec[] = [
    ['Horametre', isReturn ? t.counterReturn : t.counter, DECIMAL],
    ['Kilometrage', t.mileage, DECIMAL],
  ];
  if (isReturn) counters.unshift(['old_Horametre', t.counterDeparture, DECIMAL]);
  return (
    <FormSection title={t.sections.counter} mandatory={isMandatory(options, 'Horametre')}>
      <FormControlLabel
        control={
          <Switch
            checked={isReturn}
            disabled={readOnly}
            onChange={(e) => back.onChange(e.target.checked ? 'oui' : '')}
          />
        }
        label={t.returnReport}
      />
      <Box sx={FIELD_GRID}>
        <TextFields form={form} readOnly={readOnly} fields={counters} />
      </Box>
    </FormSection>
  );
}

/** spec 4 §2.2 TYPE DE TRAVAUX (default the first of inter_type, §9), the day and the texts. */
export function WorkTypeSection({ form, readOnly, options }: SectionProps) {
  const current = useWatch({ control: form.control, name: 'type_travaux' });
  return (
    <FormSection title={t.sections.workType} mandatory={isMandatory(options, 'type_travaux')}>
      <Box sx={FIELD_GRID}>
        <TextFields
          form={form}
          readOnly={readOnly}
          fields={[['type_travaux', t.workType, { options: menu(options.workTypes, current) }]]}
        />
        <FormDateInput
          control={form.control}
          name="DATE RAPPORT"
          label={t.date}
          disabled={readOnly}
        />
      </Box>
      <TextFields
        form={form}
        readOnly={readOnly}
        fields={[
          ['Observ', t.observations, LONG_TEXT],
          ['Travaux exe', t.workDone, LONG_TEXT],
          ['Message_Interne', t.internalMessage, { multiline: true }],
        ]}
      />
    </FormSection>
  );
}

/** spec 4 §2.2 LIEU D’INTERVENTION (option show_LIEU_INTERV). */
export function PlaceSection({ form, readOnly, options }: SectionProps) {
  if (!options.showPlace) return null;
  return (
    <FormSection title={t.sections.place} mandatory={isMandatory(options, 'LIEU_INTERV')}>
      <TextFields form={form} readOnly={readOnly} fields={[['LIEU_INTERV', t.place]]} />
    </FormSection>
  );
}

/** spec 4 §2.2, §3.1 CHECK-LISTE (`Check_liste`: CH_DESIGNATION and its CH_ETAT). */
export function ChecklistSection({
  checklist,
  onChange,
  readOnly,
  options,
}: {
  readonly checklist: readonly CheckEntry[];
  readonly onChange: (next: readonly CheckEntry[]) => void;
  readonly readOnly: boolean;
  readonly options: SavOptions;
}) {
  return (
    <FormSection title={t.sections.checklist} mandatory={isMandatory(options, 'Check_liste')}>
      {checklist.length === 0 ? (
        <Typography color="text.secondary">{t.noChecklist}</Typography>
      ) : null}
      <Box sx={FIELD_GRID}>
        {checklist.map((entry, i) =>
          readOnly ? (
            <Typography key={entry.CH_DESIGNATION}>
              {entry.CH_DESIGNATION} : {entry.CH_ETAT || '—'}
            </Typography>
          ) : (
            <ChoiceSelect<string>
              key={entry.CH_DESIGNATION}
              id={`sav-check-${i}`}
              label={entry.CH_DESIGNATION}
              value={entry.CH_ETAT}
              choices={[...new Set(['', ...t.checkStates, entry.CH_ETAT])]}
              format={(v) => (v === '' ? '—' : v)}
              fullWidth
              onChange={(value) =>
                onChange(checklist.map((e, j) => (j === i ? { ...e, CH_ETAT: value } : e)))
              }
            />
          ),
        )}
      </Box>
    </FormSection>
  );
}
