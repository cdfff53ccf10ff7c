import { Button, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ADMIN_SECTIONS } from '../admin-sections';

/**
 * The console's sections as one row of links, compact on a phone; a row longer than the screen
 * scrolls sideways rather than wrapping, so the inbox below keeps its height, and the current
 * section's link is scrolled into the row's view.
 */
export function AdminConsoleNav() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Stack
      ref={nav}
      component="nav"
      aria-label="Admin console"
      direction="row"
      spacing={1}
      sx={{ overflowX: 'auto', maxWidth: '100%', py: { xs: 0.25, md: 0.5 } }}
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
            minWidth: 0,
            px: { xs: 1.25, sm: 2 },
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
