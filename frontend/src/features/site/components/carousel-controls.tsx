import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { IconButton, Stack, Typography } from '@mui/material';
import { IconTooltip } from '@/components/icon-tooltip';

interface CarouselControlsProps {
  label: string;
  playing: boolean;
  position: number;
  positions: number;
  onTogglePlaying: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

const buttonSx = { border: 1, borderColor: 'divider', color: 'text.primary' } as const;

/** Pause/play, previous and next buttons with the current position. */
export function CarouselControls({
  label,
  playing,
  position,
  positions,
  onTogglePlaying,
  onPrevious,
  onNext,
}: CarouselControlsProps) {
  const toggleLabel = playing ? `Pause ${label}` : `Play ${label}`;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
    >
      <IconTooltip title={toggleLabel}>
        <IconButton onClick={onTogglePlaying} aria-label={toggleLabel} sx={buttonSx}>
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
      </IconTooltip>
      <IconTooltip title="Previous slide">
        <IconButton onClick={onPrevious} aria-label="Previous slide" sx={buttonSx}>
          <ChevronLeftIcon />
        </IconButton>
      </IconTooltip>
      <Typography
        variant="body2"
        color="textSecondary"
        sx={{ minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {position} / {positions}
      </Typography>
      <IconTooltip title="Next slide">
        <IconButton onClick={onNext} aria-label="Next slide" sx={buttonSx}>
          <ChevronRightIcon />
        </IconButton>
      </IconTooltip>
    </Stack>
  );
}
