import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { cardTags, displayImage, formatCents, fromPrice, variantCountLabel } from '../pricing';
import type { ProductView } from '@club/contracts';
import { DESCRIPTION_FALLBACK } from '../shop';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: ProductView;
  eager?: boolean;
}

/**
 * A product in the catalogue. The whole card opens the product: its one link, View Product,
 * stretches over it, so the card is one stop for the keyboard and one name for a screen reader.
 */
export function ProductCard({ product, eager }: ProductCardProps) {
  const titleId = `product-${product.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      data-testid="product-card"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflow: 'hidden',
        transition: 'transform 150ms ease, box-shadow 150ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 6 },
        '@media (prefers-reduced-motion: reduce)': { '&:hover': { transform: 'none' } },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductImage src={displayImage(product)} alt={product.title} eager={eager} />
        <Chip
          label={`From ${formatCents(fromPrice(product))}`}
          color="primary"
          size="small"
          data-testid="product-from-price"
          sx={{ position: 'absolute', top: 12, right: 12, fontWeight: 800 }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1.5}>
          <Typography id={titleId} variant="h6" component="h2">
            {product.title}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {product.description.trim() || DESCRIPTION_FALLBACK}
          </Typography>
          {product.tags.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
              aria-label="Tags"
            >
              {cardTags(product).map((tag) => (
                <Chip key={tag} label={tag} size="small" variant="outlined" color="secondary" />
              ))}
            </Stack>
          )}
          <Typography variant="caption" color="text.secondary">
            {variantCountLabel(product.variants.length)}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/product/${encodeURIComponent(product.id)}`}
          variant="contained"
          fullWidth
          disableRipple
          aria-label={`View Product: ${product.title}`}
          sx={{
            position: 'static',
            '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
          }}
        >
          View Product
        </Button>
      </CardActions>
    </Card>
  );
}
