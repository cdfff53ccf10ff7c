import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { IconButton, Stack, Typography } from '@mui/material';

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
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
    >
      <IconButton
        onClick={onTogglePlaying}
        aria-label={playing ? `Pause ${label}` : `Play ${label}`}
        sx={buttonSx}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <IconButton onClick={onPrevious} aria-label="Previous slide" sx={buttonSx}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        variant="body2"
        color="textSecondary"
        sx={{ minWidth: 56, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {position} / {positions}
      </Typography>
      <IconButton onClick={onNext} aria-label="Next slide" sx={buttonSx}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
