import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE_NAME } from '@/config/site';

function BrandMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden="true"
      sx={{ width: 34, height: 34, flexShrink: 0 }}
    >
      <defs>
        <linearGradient id="brand-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd978" />
          <stop offset="1" stopColor="#e09a1b" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="32" r="17" fill="none" stroke="url(#brand-gold)" strokeWidth="5" />
      <ellipse
        cx="32"
        cy="32"
        rx="28"
        ry="9"
        fill="none"
        stroke="#22d3ee"
        strokeWidth="3"
        transform="rotate(-24 32 32)"
      />
      <circle cx="32" cy="32" r="6" fill="url(#brand-gold)" />
    </Box>
  );
}

interface BrandProps {
  onNavigate?: () => void;
  /** Only the mark from 1200 to 1535 px, where an admin's header row has no room for the name. */
  compact?: boolean;
}

export function Brand({ onNavigate, compact = false }: BrandProps) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onNavigate}
      aria-label={compact ? SITE_NAME : undefined}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <BrandMark />
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: '1.125rem',
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
          ...(compact && { display: { lg: 'none', xl: 'inline' } }),
        }}
      >
        {SITE_NAME}
      </Typography>
    </Box>
  );
}
