import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** 'Back to Home' link shown at the top of guide, game and legal pages. */
export function BackLink() {
  return (
    <Link
      component={RouterLink}
      to="/"
      sx={{
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
        fontWeight: 600,
        '&:hover': { color: 'primary.main' },
      }}
    >
      <ArrowBackIcon fontSize="small" />
      Back to Home
    </Link>
  );
}
