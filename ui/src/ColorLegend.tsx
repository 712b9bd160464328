import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ColorLegendItem {
  label: string;
  /** Any CSS colour, e.g. `#81C784`. */
  color: string;
  /** What the colour keys (« Type », « État du contrat »…): items of one group show together. */
  group?: string;
}

export interface ColorLegendProps {
  items: readonly ColorLegendItem[];
  title?: string;
  /** Side by side (toolbars) or one per line (side panels). */
  direction?: 'row' | 'column';
}

/** Items by group, groups in the order they first appear. */
function groupsOf(items: readonly ColorLegendItem[]) {
  const groups = new Map<string | undefined, ColorLegendItem[]>();
  for (const item of items) {
    const members = groups.get(item.group) ?? [];
    members.push(item);
    groups.set(item.group, members);
  }
  return [...groups].map(([group, members]) => ({ group, members }));
}

/** The colour legend of the planning screens (spec 1 §2 availability planning, spec 2 §2.1/§2.2). */
export function ColorLegend({ items, title = 'Légende', direction = 'row' }: ColorLegendProps) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: direction,
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        {groupsOf(items).map(({ group, members }) => (
          <Box
            key={group ?? ''}
            component={group ? 'section' : 'div'}
            aria-label={group}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}
          >
            {group ? (
              <Typography component="h4" variant="caption" sx={{ color: 'text.secondary' }}>
                {group}
              </Typography>
            ) : null}
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'flex',
                flexDirection: direction,
                flexWrap: 'wrap',
                columnGap: direction === 'row' ? 2 : 0.75,
                rowGap: 0.75,
              }}
            >
              {members.map((item) => (
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
        ))}
      </Box>
    </Box>
  );
}
