import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { IconTooltip } from '@/components/icon-tooltip';
import { RoundIconButton } from '@/components/round-icon-button';

interface MotionToggleProps {
  paused: boolean;
  onToggle: () => void;
}

/** Lets visitors stop the background video (WCAG 2.2.2). */
export function MotionToggle({ paused, onToggle }: MotionToggleProps) {
  const label = paused ? 'Play background video' : 'Pause background video';
  return (
    <IconTooltip title={label}>
      <RoundIconButton
        onClick={onToggle}
        aria-label={label}
        sx={{
          position: 'absolute',
          top: { xs: 76, md: 96 },
          right: { xs: 12, md: 24 },
          color: 'text.secondary',
          bgcolor: 'rgba(7, 11, 31, 0.6)',
          '&:hover': { bgcolor: 'rgba(7, 11, 31, 0.85)', color: 'text.primary' },
        }}
      >
        {paused ? <PlayCircleIcon /> : <PauseCircleIcon />}
      </RoundIconButton>
    </IconTooltip>
  );
}
