import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { parseAllowedApplications, userFromLookup, visibleTiles } from '@locasuite/core';
import type { Device, TileGroup } from '@locasuite/core';
import { AppTile, LoadingOverlay, ToolIcon } from '@locasuite/ui';
import { createStoryClient } from '../../msw/storyClient';

/**
 * A demo user's home tiles: the user comes from `get_user_by_token` (real client, MSW, seed), the
 * tiles from core's `visibleTiles` (spec 1 §2).
 */
export function HomeTiles({
  login,
  device,
  onNavigate,
}: {
  login: string;
  device: Device;
  onNavigate?: (href: string) => void;
}) {
  const client = useMemo(() => createStoryClient(login), [login]);
  const [groups, setGroups] = useState<TileGroup[] | null>(null);

  useEffect(() => {
    let active = true;
    client.general.get_user_by_token({}).then((answer) => {
      const user = userFromLookup(answer);
      const apps = parseAllowedApplications(String(user?.web_application_to_show ?? ''));
      if (active) setGroups(visibleTiles(apps, device));
    });
    return () => {
      active = false;
    };
  }, [client, login, device]);

  if (groups === null) {
    return (
      <Box sx={{ position: 'relative', height: 200 }}>
        <LoadingOverlay open />
      </Box>
    );
  }
  return (
    <Stack spacing={3}>
      {groups.map((group) => (
        <Box component="section" key={group.id} aria-labelledby={`groupe-${group.id}`}>
          <Typography id={`groupe-${group.id}`} component="h2" variant="h2" sx={{ mb: 1.5 }}>
            {group.label}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {group.tiles.map((tile) => (
              <AppTile
                key={tile.path}
                label={tile.label}
                href={`/${tile.path}`}
                onNavigate={onNavigate}
                icon={<ToolIcon route={tile.path} fontSize="large" color="primary" />}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
