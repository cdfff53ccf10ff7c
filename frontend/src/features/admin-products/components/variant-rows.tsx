import { PRODUCT_LIMITS } from '@club/contracts';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { emptyVariant, rowKey, type DraftProblems, type VariantDraft } from '../product-draft';

interface VariantRowsProps {
  variants: VariantDraft[];
  errors: DraftProblems;
  onChange: (variants: VariantDraft[]) => void;
  onBlur: (field: keyof DraftProblems) => void;
}

interface VariantRowProps {
  variant: VariantDraft;
  index: number;
  errors: DraftProblems;
  onChange: (variant: VariantDraft) => void;
  onRemove: () => void;
  onBlur: (field: keyof DraftProblems) => void;
}

function VariantRow({ variant, index, errors, onChange, onRemove, onBlur }: VariantRowProps) {
  const n = index + 1;
  const field = (name: 'title' | 'price' | 'options') => `variants.${index}.${name}` as const;
  const setOption = (key: string, change: { name?: string; value?: string }) =>
    onChange({
      ...variant,
      options: variant.options.map((option) =>
        option.key === key ? { ...option, ...change } : option,
      ),
    });

  return (
    <Paper
      component="fieldset"
      variant="outlined"
      data-testid="variant-row"
      sx={{ p: 2, m: 0, minWidth: 0 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography component="legend" sx={{ fontWeight: 700, flexGrow: 1, float: 'left' }}>
          Variant {n}
        </Typography>
        <Button color="error" size="small" onClick={onRemove}>
          Remove variant {n}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          clear: 'both',
        }}
      >
        <TextField
          id={`variant-${index}-title`}
          label={`Variant ${n} title`}
          value={variant.title}
          onChange={(event) => onChange({ ...variant, title: event.target.value })}
          onBlur={() => onBlur(field('title'))}
          error={Boolean(errors[field('title')])}
          helperText={errors[field('title')] ?? 'e.g. Navy / M'}
          required
          slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.variantTitle } }}
        />
        <TextField
          id={`variant-${index}-price`}
          label={`Variant ${n} price`}
          value={variant.price}
          onChange={(event) => onChange({ ...variant, price: event.target.value })}
          onBlur={() => onBlur(field('price'))}
          error={Boolean(errors[field('price')])}
          helperText={errors[field('price')] ?? 'In dollars, e.g. 24.99'}
          required
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 14 },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
      </Box>
      <Stack spacing={1} sx={{ mt: 2 }} aria-label={`Variant ${n} options`} role="group">
        {variant.options.map((option, o) => (
          <Stack key={option.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={`Option ${o + 1} name`}
              value={option.name}
              size="small"
              onChange={(event) => setOption(option.key, { name: event.target.value })}
              onBlur={() => onBlur(field('options'))}
              placeholder="Size"
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.optionName } }}
            />
            <TextField
              label={`Option ${o + 1} value`}
              value={option.value}
              size="small"
              onChange={(event) => setOption(option.key, { value: event.target.value })}
              onBlur={() => onBlur(field('options'))}
              placeholder="M"
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.optionValue } }}
            />
            <IconButton
              aria-label={`Remove variant ${n} option ${o + 1}`}
              onClick={() =>
                onChange({
                  ...variant,
                  options: variant.options.filter((other) => other.key !== option.key),
                })
              }
            >
              <CloseIcon />
            </IconButton>
          </Stack>
        ))}
        {errors[field('options')] && (
          <FormHelperText error id={`variant-${index}-options`} tabIndex={-1}>
            {errors[field('options')]}
          </FormHelperText>
        )}
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={variant.options.length >= PRODUCT_LIMITS.options}
            onClick={() =>
              onChange({
                ...variant,
                options: [...variant.options, { key: rowKey(), name: '', value: '' }],
              })
            }
          >
            Add option to variant {n}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The product's variants: add and remove rows, each with a title, a price and option pairs. */
export function VariantRows({ variants, errors, onChange, onBlur }: VariantRowsProps) {
  return (
    <Stack spacing={2} id="product-variants" tabIndex={-1}>
      {variants.map((variant, index) => (
        <VariantRow
          key={variant.key}
          variant={variant}
          index={index}
          errors={errors}
          onBlur={onBlur}
          onChange={(next) => onChange(variants.map((other, i) => (i === index ? next : other)))}
          onRemove={() => onChange(variants.filter((_, i) => i !== index))}
        />
      ))}
      {errors.variants && <FormHelperText error>{errors.variants}</FormHelperText>}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={variants.length >= PRODUCT_LIMITS.variants}
          onClick={() => onChange([...variants, emptyVariant()])}
        >
          Add variant
        </Button>
      </Box>
    </Stack>
  );
}
