import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ColorLegendItem {
  label: string;
  /** Any CSS colour, e.g. `#81C784`. */
  color: string;
}

export interface ColorLegendProps {
  items: readonly ColorLegendItem[];
  title?: string;
  /** Side by side (toolbars) or one per line (side panels). */
  direction?: 'row' | 'column';
}

/** The colour legend of the planning screens (spec 1 §2 availability planning, spec 2 §2.1/§2.2). */
export function ColorLegend({ items, title = 'Légende', direction = 'row' }: ColorLegendProps) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: direction,
          flexWrap: 'wrap',
          gap: direction === 'row' ? 2 : 0.75,
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={`${item.label}-${item.color}`}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Box
              component="span"
              aria-hidden="true"
              data-color={item.color}
              sx={{
                width: 16,
                height: 16,
                flexShrink: 0,
                borderRadius: 0.5,
                bgcolor: item.color,
                border: 1,
                borderColor: 'rgba(0, 0, 0, 0.2)',
              }}
            />
            <Typography component="span" variant="body2">
              {item.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
