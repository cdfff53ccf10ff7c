import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Dialog, IconButton } from '@mui/material';
import { useState } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';

interface ChatImageProps {
  src: string;
  /** The caption, or a description of who sent it. */
  alt: string;
  /** Space under the thumbnail when a caption follows. */
  spaced: boolean;
}

/**
 * A message's picture: a thumbnail button that opens the picture at full size in a dialog.
 * Escape or the close button closes it and focus goes back to the thumbnail.
 */
export function ChatImage({ src, alt, spaced }: ChatImageProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={`Open image: ${alt}`}
        aria-haspopup="dialog"
        data-testid="chat-image-open"
        // A tiny picture still gets a target of 24 × 24 px (WCAG 2.5.8).
        sx={{
          display: 'block',
          borderRadius: 1,
          mb: spaced ? 0.75 : 0,
          maxWidth: '100%',
          minWidth: 24,
          minHeight: 24,
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, borderRadius: 1 }}
        />
      </ButtonBase>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth={false}
        data-testid="image-viewer"
        // The chat panel closes on Escape too: the viewer's Escape is the viewer's alone.
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.stopPropagation();
        }}
        slotProps={{
          paper: {
            'aria-label': alt,
            sx: { m: 1, bgcolor: 'background.default' },
          },
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
          <IconTooltip title="Close image">
            <IconButton aria-label="Close image" onClick={() => setOpen(false)} size="small">
              <CloseIcon fontSize="small" />
            </IconButton>
          </IconTooltip>
        </Box>
        <Box
          component="img"
          src={src}
          alt={alt}
          sx={{
            display: 'block',
            mx: 'auto',
            maxWidth: 'calc(100vw - 16px)',
            maxHeight: 'calc(100dvh - 64px)',
            objectFit: 'contain',
          }}
        />
      </Dialog>
    </>
  );
}
