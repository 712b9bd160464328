import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { SAV_REPORT_EMPTY_VALUES, savReportFormSchema } from '@locasuite/core';
import type { SavReportValues } from '@locasuite/core';
import { FormDateInput, FormTextInput, showCheckErrors, useZodForm } from '@locasuite/ui/form';

const EMPTY: SavReportValues = {
  ...SAV_REPORT_EMPTY_VALUES,
  type_travaux: 'Réparation',
  'DATE RAPPORT': '2026-11-28',
  'Heure Arriv': '09:00',
  'Heure dep': '10:00',
};

const TYPES = ['Réparation', 'Entretien', 'Dépannage'].map((type) => (
  <MenuItem key={type} value={type}>
    {type}
  </MenuItem>
));

/** Part of the after-sales report, written with the kit over core's schema (spec 4 §5). */
function ReportForm({
  action,
  submitAtOnce,
}: {
  action: 'draft' | 'validate';
  submitAtOnce: boolean;
}) {
  const form = useZodForm<SavReportValues>({
    defaultValues: EMPTY,
    schema: savReportFormSchema(action),
  });
  const [saved, setSaved] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => setSaved(JSON.stringify(values, null, 1)));
  useEffect(() => {
    if (submitAtOnce) void submit();
    // Once, as the story opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Stack component="form" spacing={2} sx={{ maxWidth: 480 }} onSubmit={(e) => void submit(e)}>
      <FormTextInput control={form.control} name="ID_client" label="Client" />
      <FormTextInput
        control={form.control}
        name="Techniciens_Nom(1)"
        label="Technicien principal"
      />
      <FormTextInput control={form.control} name="N° MATR INT" label="Matricule" />
      <FormTextInput
        control={form.control}
        name="Horametre"
        label="Horamètre"
        inputMode="numeric"
      />
      <FormTextInput
        control={form.control}
        name="type_travaux"
        label="Type de travaux"
        options={TYPES}
      />
      <FormDateInput control={form.control} name="DATE RAPPORT" label="Date du rapport" />
      <FormTextInput
        control={form.control}
        name="Observ"
        label="Observations"
        multiline
        minRows={2}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {action === 'draft' ? 'Enregistrer le brouillon' : 'Valider'}
      </Button>
      {saved && <Typography component="pre">{saved}</Typography>}
    </Stack>
  );
}

const meta = {
  title: 'UI/Form',
  component: ReportForm,
  parameters: { locaSuiteBackground: 'tool' },
  args: { action: 'draft', submitAtOnce: false },
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty draft: only the client is required (spec 4 §5 « Draft saving requires only the client »). */
export const Draft: Story = {};

/** Validation pressed on an empty report: each §5 text under its field, in red. */
export const ValidationRefused: Story = { args: { action: 'validate', submitAtOnce: true } };

/**
 * A spec whose check says one message at a time (the condition form, spec 3 §5): the page runs
 * core's check and marks its fields; the message is said once, in a banner.
 */
export const MarkedByACheck: Story = {
  render: function MarkedStory() {
    const form = useZodForm({ defaultValues: { CLD_KILOMETRE_RETOUR: '', CLD_HEURE_RETOUR: '' } });
    useEffect(() => showCheckErrors(form, ['CLD_KILOMETRE_RETOUR']), [form]);
    return (
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <FormTextInput
          control={form.control}
          name="CLD_KILOMETRE_RETOUR"
          label="Kilométrage retour"
          invalidSx={{ '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' } }}
        />
        <FormTextInput control={form.control} name="CLD_HEURE_RETOUR" label="Heure de retour" />
      </Stack>
    );
  },
};
