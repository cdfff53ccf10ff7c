import { Button, Stack } from '@mui/material';
import { NavLink } from 'react-router-dom';
import { ADMIN_SECTIONS } from '../admin-sections';

/** The console's sections as one row of links; it scrolls sideways where the screen is narrow. */
export function AdminConsoleNav() {
  return (
    <Stack
      component="nav"
      aria-label="Admin console"
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', maxWidth: '100%', py: 0.5 }}
    >
      {ADMIN_SECTIONS.map(({ label, to }) => (
        <Button
          key={to}
          component={NavLink}
          to={to}
          size="small"
          variant="outlined"
          sx={{
            flexShrink: 0,
            '&[aria-current="page"]': {
              bgcolor: 'primary.main',
              borderColor: 'primary.main',
              color: 'primary.contrastText',
            },
          }}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
