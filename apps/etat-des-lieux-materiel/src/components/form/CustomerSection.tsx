import Box from '@mui/material/Box';
import { formTexts as t } from '../../texts';
import { Fact } from './Fact';
import { text, type ConditionRecord } from './formApi';
import { factGrid, FormSection } from './FormSection';

/** spec 3 §2.2 section 2: the customer block, read-only. */
export function CustomerSection({ record }: { readonly record: ConditionRecord }) {
  const c = t.customer;
  const address = [text(record.CLD_CLIENT_ADRESSE), text(record.CLD_CLIENT_COMP_ADRESSE)]
    .filter(Boolean)
    .join(', ');
  return (
    <FormSection number={2} title={t.sections.customer}>
      <Box sx={factGrid}>
        <Fact label={c.company} value={text(record.CLD_CLIENT_RAISON_SOCIALE)} />
        <Fact label={c.address} value={address} />
        <Fact label={c.postcode} value={text(record.CLD_CLIENT_CODEPOSTAL)} />
        <Fact label={c.city} value={text(record.CLD_CLIENT_VILLE)} />
        <Fact label={c.phone} value={text(record.CLD_TEL_LIV)} />
        <Fact label={c.contact} value={text(record.CLD_CONTACT_LIV)} />
        <Fact label={c.deliveryComment} value={text(record.CLD_COMMENTAIRE_LIVRAISON)} />
        <Fact label={c.description} value={text(record.CLD_DESCRIPTION)} />
      </Box>
    </FormSection>
  );
}
