import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { WizardItem } from '@locasuite/core';
import { GridLabel } from '../components/GridLabel';
import { texts } from '../texts';

const euros = (value: number) =>
  value.toLocaleString('fr-FR', { style: 'currency', currency: 'EUR' });

/** spec 4 §2.6 step 5 « a recap of each item (price label, sub-family, rate label) ». */
export function WizardRecap({ items }: { readonly items: readonly WizardItem[] }) {
  return (
    <section aria-label={texts.wizard.recap}>
      <Typography component="h3" variant="h6">
        {texts.wizard.recap}
      </Typography>
      <List dense>
        {items.map((item, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText
              primary={
                <>
                  {texts.wizard.item(i + 1)} — {item.materiel} · {item.subFamily}
                </>
              }
              secondary={
                <>
                  {item.price ? euros(item.price.value) : ''} —{' '}
                  <GridLabel label={item.price?.title ?? ''} /> · {item.subscription?.label}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
