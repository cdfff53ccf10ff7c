import { Box } from '@mui/material';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 700,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Skip to content
    </Box>
  );
}
