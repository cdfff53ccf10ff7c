import type { ProductView } from '@club/contracts';
import { Box, Paper, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { ProductCard } from './product-card';
import { ProductPageContent } from './product-detail';

type PreviewView = 'card' | 'page';

/**
 * A product as shoppers will see it, on its catalogue card or its product page, drawn by the
 * shop's own components. Inert: its links and buttons are pictures of the real ones.
 */
export function ProductPreview({ product }: { product: ProductView }) {
  const [view, setView] = useState<PreviewView>('card');
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }} aria-label="Preview">
      <Tabs
        value={view}
        onChange={(_event, next: PreviewView) => setView(next)}
        variant="fullWidth"
        aria-label="Preview of"
      >
        <Tab label="Catalogue card" value="card" />
        <Tab label="Product page" value="page" />
      </Tabs>
      <Box inert data-testid="product-preview" sx={{ p: 2 }}>
        {view === 'card' ? (
          <Box sx={{ maxWidth: 320, mx: 'auto' }}>
            <ProductCard product={product} eager />
          </Box>
        ) : (
          <ProductPageContent product={product} />
        )}
      </Box>
    </Paper>
  );
}
