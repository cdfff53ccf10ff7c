import { Box } from '@mui/material';

interface LabelPillProps {
  label: string;
  /** Filled gold, or a gold outline. */
  variant?: 'filled' | 'outlined';
}

/** A small rounded label such as 'MOST POPULAR' (lighter than MUI's Chip, which is interactive). */
export function LabelPill({ label, variant = 'filled' }: LabelPillProps) {
  const filled = variant === 'filled';
  return (
    <Box
      component="span"
      sx={{
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        px: 1.5,
        py: 0.5,
        borderRadius: 999,
        border: 1,
        borderColor: 'primary.main',
        bgcolor: filled ? 'primary.main' : 'transparent',
        color: filled ? 'primary.contrastText' : 'primary.main',
        fontSize: '0.8125rem',
        fontWeight: 800,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Box>
  );
}
