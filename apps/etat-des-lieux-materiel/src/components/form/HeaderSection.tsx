import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formTexts as t } from '../../texts';
import { text, type HeaderInfo } from './formApi';
import { FormSection } from './FormSection';

/** spec 3 §2.2 section 1: company and agency details, with the two header logos. */
export function HeaderSection({ header }: { readonly header: HeaderInfo }) {
  const company = header.company ?? {};
  const agency = header.agency ?? {};
  const legal = [
    [text(company.TypeEntreprise), ''],
    [text(company.Capital), t.capital],
    [text(company.NumeroSIRET), t.siret],
    [text(company.CodeAPE), t.ape],
    [text(company.TVAIntracommunautaire), t.vat],
  ]
    .filter(([value]) => value !== '')
    .map(([value, label]) => (label ? `${label} ${value}` : value))
    .join(' · ');
  const agencyLines = [
    text(agency.ag_adresse),
    [text(agency.ag_cp), text(agency.ag_ville)].filter(Boolean).join(' '),
    text(agency.ag_telephone),
    text(agency.ag_courriel),
    text(agency.ag_siteweb),
  ].filter(Boolean);
  return (
    <FormSection number={1} title={t.sections.header}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {header.logos[0] && (
          <Box component="img" src={header.logos[0]} alt={t.companyLogo} sx={{ maxHeight: 64 }} />
        )}
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {text(company.RS)}
          </Typography>
          {legal && (
            <Typography variant="body2" color="text.secondary">
              {legal}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {text(agency.ag_nom)}
          </Typography>
          {agencyLines.map((line) => (
            <Typography key={line} variant="body2" color="text.secondary">
              {line}
            </Typography>
          ))}
        </Box>
        {header.logos[1] && (
          <Box
            component="img"
            src={header.logos[1]}
            alt={t.companySecondLogo}
            sx={{ maxHeight: 64 }}
          />
        )}
      </Box>
    </FormSection>
  );
}
