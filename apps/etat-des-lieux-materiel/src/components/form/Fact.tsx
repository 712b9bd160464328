import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A read-only label and value (spec 3 §2.2 sections 1–3). Nothing when the value is empty. */
export function Fact({ label, value }: { readonly label: string; readonly value: string }) {
  if (value.trim() === '') return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
