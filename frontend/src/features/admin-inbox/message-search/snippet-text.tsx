import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { withoutBidiControls } from '@/lib/chat/bidi';
import type { SnippetPart } from '@club/contracts';

/** A search snippet with its matched words in <mark>: parts are text nodes, never markup. */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <Box
        key={index}
        component="mark"
        // A tint under light text keeps the contrast of the text around it (dark theme).
        sx={{
          bgcolor: (theme) => alpha(theme.palette.warning.main, 0.25),
          color: 'text.primary',
          fontWeight: 700,
          borderRadius: 0.5,
          px: 0.25,
        }}
      >
        {withoutBidiControls(part.text)}
      </Box>
    ) : (
      withoutBidiControls(part.text)
    ),
  );
}
