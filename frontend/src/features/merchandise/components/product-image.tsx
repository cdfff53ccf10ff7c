import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';

interface ProductImageProps {
  src: string | undefined;
  alt: string;
  /** Above-the-fold pictures load at once; the rest when scrolled near. */
  eager?: boolean;
}

/** A square product picture, or a placeholder when the product has none or it fails to load. */
export function ProductImage({ src, alt, eager = false }: ProductImageProps) {
  const [brokenSrc, setBrokenSrc] = useState<string>();
  if (!src || src === brokenSrc) {
    return (
      <Box
        role="img"
        aria-label={`${alt} (no picture yet)`}
        data-testid="product-image-placeholder"
        sx={(theme) => ({
          aspectRatio: '1 / 1',
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
          bgcolor: alpha(theme.palette.info.main, 0.12),
        })}
      >
        <ShoppingBagOutlinedIcon sx={{ fontSize: 72, opacity: 0.6 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setBrokenSrc(src)}
      sx={{ display: 'block', width: '100%', aspectRatio: '1 / 1', objectFit: 'cover' }}
    />
  );
}
