import type { ProductVariantView, ProductView } from '@club/contracts';
import { Button, Card, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { formatCents, listedVariants, moreVariantsLabel } from '../pricing';

const optionsLine = (variant: ProductVariantView) =>
  Object.entries(variant.options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');

function VariantChoice({ variant, chosen }: { variant: ProductVariantView; chosen: boolean }) {
  return (
    <Card
      component="label"
      data-testid="product-variant"
      variant="outlined"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 1,
        cursor: 'pointer',
        borderColor: chosen ? 'primary.main' : 'divider',
        borderWidth: 2,
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Radio value={String(variant.id)} size="small" />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
        >
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {variant.title}
          </Typography>
          <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>
            {formatCents(variant.price)}
          </Typography>
        </Stack>
        {Object.keys(variant.options).length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {optionsLine(variant)}
          </Typography>
        )}
      </Stack>
    </Card>
  );
}

interface VariantPickerProps {
  product: ProductView;
  chosenId: ProductVariantView['id'] | null;
  onChoose: (variant: ProductVariantView) => void;
  /** Forgets the choice (the headline shows the price range again). */
  onClear: () => void;
}

/**
 * The product's variants as choices (SPEC §9: six, then '+N more variants', which shows the rest).
 * The chosen one is named in the order e-mail; with more than one, the choice can be cleared.
 */
export function VariantPicker({ product, chosenId, onChoose, onClear }: VariantPickerProps) {
  const [showAll, setShowAll] = useState(false);
  const groupRef = useRef<HTMLDivElement>(null);
  const { shown, more } = listedVariants(product);
  const variants = showAll ? product.variants : shown;
  const choose = (id: string) => {
    const variant = product.variants.find((candidate) => String(candidate.id) === id);
    if (variant) onChoose(variant);
  };
  const clear = () => {
    onClear();
    // The button goes with the choice: the keyboard carries on in the list it cleared.
    groupRef.current?.querySelector('input')?.focus();
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="variants-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="variants-title" variant="h6" component="h2">
          Variants
        </Typography>
        {chosenId !== null && product.variants.length > 1 && (
          <Button size="small" color="secondary" onClick={clear}>
            Clear choice
          </Button>
        )}
      </Stack>
      <RadioGroup
        ref={groupRef}
        aria-labelledby="variants-title"
        name="variant"
        value={chosenId === null ? '' : String(chosenId)}
        onChange={(event) => choose(event.target.value)}
        sx={{ gap: 1 }}
      >
        {variants.map((variant) => (
          <VariantChoice key={variant.id} variant={variant} chosen={variant.id === chosenId} />
        ))}
      </RadioGroup>
      {more > 0 && (
        <Button
          onClick={() => setShowAll((all) => !all)}
          aria-expanded={showAll}
          color="secondary"
          sx={{ alignSelf: 'flex-start' }}
        >
          {showAll ? 'Show fewer variants' : moreVariantsLabel(more)}
        </Button>
      )}
    </Stack>
  );
}
