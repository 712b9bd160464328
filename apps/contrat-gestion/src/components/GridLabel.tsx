import Box from '@mui/material/Box';
import { wizardLabelParts } from '@locasuite/core';

/** spec 4 §2.6, §3.6 a grid's label, « text between double at-signs … shown in bold ». */
export function GridLabel({ label }: { readonly label: string }) {
  return (
    <>
      {wizardLabelParts(label).map((part, i) =>
        part.bold ? (
          <Box component="strong" key={i}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
