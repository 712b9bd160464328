import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { frFR } from '@mui/x-date-pickers/locales';
import { fr } from 'date-fns/locale/fr';

const frenchPickerTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * French date pickers (spec 1 §1: French locale): date-fns with `fr`, French picker texts. Part of
 * `LocaSuiteProvider`; a page that needs no date field can leave it out to stay light.
 */
export function FrenchDatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={fr}
      localeText={frenchPickerTexts}
    >
      {children}
    </LocalizationProvider>
  );
}
