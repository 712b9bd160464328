import Box from '@mui/material/Box';
import { TimedBanner } from '@locasuite/ui';
import { InfoBanner } from './InfoBanner';

export interface PlanningBannersProps {
  /** The red banner's message (spec 2 §8). */
  readonly error: string | null;
  /** The informational one (« INDISPONIBILITÉ : … »). */
  readonly info: string | null;
  readonly onCloseError: () => void;
  readonly onCloseInfo: () => void;
  /**
   * Laid over the top of its positioned parent (the timeline's frame, over its day and hour
   * headings) instead of taking room in the page: the timeline never moves under the pointer when
   * a banner comes or goes.
   */
  readonly overlay: boolean;
}

/**
 * spec 2 §2.1, §8: the 5-second banners, below the toolbar (AUJ, ‹ ›, Légende, Paramètre) so that
 * it stays in reach while they show.
 */
export function PlanningBanners({
  error,
  info,
  onCloseError,
  onCloseInfo,
  overlay,
}: PlanningBannersProps) {
  return (
    <Box
      sx={
        overlay
          ? {
              position: 'absolute',
              top: 0,
              left: 0,
              right: 0,
              // Above the timeline's sticky headings and the loading veil, below the dialogs.
              zIndex: (theme) => theme.zIndex.appBar - 1,
            }
          : undefined
      }
    >
      <TimedBanner message={error} onClose={onCloseError} />
      <InfoBanner message={info} onClose={onCloseInfo} />
    </Box>
  );
}
