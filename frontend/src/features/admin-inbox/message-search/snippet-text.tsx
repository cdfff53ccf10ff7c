import { Box } from '@mui/material';
import { withoutBidiControls } from '@/lib/chat/bidi';
import type { SnippetPart } from '@club/contracts';

/** A search snippet with its matched words in <mark>: parts are text nodes, never markup. */
export function SnippetText({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <Box
        key={index}
        component="mark"
        sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}
      >
        {withoutBidiControls(part.text)}
      </Box>
    ) : (
      withoutBidiControls(part.text)
    ),
  );
}
