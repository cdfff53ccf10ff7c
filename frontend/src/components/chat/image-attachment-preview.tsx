import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';

interface ImageAttachmentPreviewProps {
  image: File;
  onRemove: () => void;
}

/** The picture about to be sent, with a button to take it off. */
export function ImageAttachmentPreview({ image, onRemove }: ImageAttachmentPreviewProps) {
  const [preview, setPreview] = useState<{ image: File; url: string }>();

  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ image, url: reader.result });
    };
    reader.readAsDataURL(image);
    return () => reader.abort();
  }, [image]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1 }}>
      {preview?.image === image && (
        <Box
          component="img"
          src={preview.url}
          alt={`Selected image: ${image.name}`}
          sx={{
            width: 56,
            height: 56,
            objectFit: 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      )}
      <Typography variant="caption" noWrap sx={{ flex: 1, color: 'text.secondary' }}>
        {image.name}
      </Typography>
      <IconTooltip title="Remove image">
        <IconButton size="small" aria-label="Remove image" onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </IconTooltip>
    </Box>
  );
}
