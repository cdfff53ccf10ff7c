import { PRODUCT_LIMITS, PRODUCT_TEXT, type ProductField, type ProductView } from '@club/contracts';
import { Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useToast } from '@/components/toast/use-toast';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import {
  bodyOf,
  draftOf,
  draftProblems,
  emptyDraft,
  fieldWords,
  fingerprint,
  previewOf,
  type DraftProblems,
  type ProductDraft,
} from '../product-draft';
import { useDeleteProductMutation, useSaveProductMutation } from '../products-api';
import { DeleteProductDialog } from './delete-product-dialog';
import { ImagesField } from './images-field';
import { TagsField } from './tags-field';
import { VariantRows } from './variant-rows';

export type RenderPreview = (product: ProductView) => ReactNode;

/** The element of each field, to focus the first one with a problem. */
function elementIdOf(field: ProductField): string {
  const variant = /^variants\.(\d+)\.(\w+)$/.exec(field);
  return variant ? `variant-${variant[1]}-${variant[2]}` : `product-${field}`;
}

function focusFirst(problems: DraftProblems) {
  const first = Object.keys(problems)[0] as ProductField | undefined;
  if (first) document.getElementById(elementIdOf(first))?.focus();
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

interface ProductFormProps {
  /** The product as stored; none for a new one. */
  saved?: ProductView;
  renderPreview: RenderPreview;
}

/**
 * A local catalogue product: its fields, pictures and variants, the contract's rules shown as
 * fields are left (and all of them on saving), the server's refusals on their fields, and a live
 * preview in the shop's own components.
 */
export function ProductForm({ saved, renderPreview }: ProductFormProps) {
  const initial = useMemo(() => (saved ? draftOf(saved) : emptyDraft()), [saved]);
  const [draft, setDraft] = useState<ProductDraft>(initial);
  const [checked, setChecked] = useState<Set<string> | 'all'>(new Set());
  const [serverErrors, setServerErrors] = useState<DraftProblems>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaving, setLeaving] = useState<string>();
  const [save, { isLoading: saving }] = useSaveProductMutation();
  const [remove, { isLoading: deleting }] = useDeleteProductMutation();
  const toast = useToast();
  const navigate = useNavigate();

  const dirty = fingerprint(draft) !== fingerprint(initial);
  useUnsavedChangesGuard(dirty && !saving && !leaving);
  useEffect(() => {
    if (leaving) void navigate(leaving, { replace: true });
  }, [leaving, navigate]);

  const problems = draftProblems(draft);
  const shown: DraftProblems = { ...serverErrors };
  for (const [field, problem] of Object.entries(problems) as [ProductField, string][])
    if (checked === 'all' || checked.has(field)) shown[field] ??= problem;

  const change = (next: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setServerErrors({});
  };
  const check = (field: ProductField) =>
    setChecked((current) => (current === 'all' ? current : new Set(current).add(field)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked('all');
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    try {
      const stored = await save({ id: saved?.id, body: bodyOf(draft) }).unwrap();
      toast({ title: PRODUCT_TEXT.saved, description: `${stored.title} is in the catalogue.` });
      if (saved) setDraft(draftOf(stored));
      else setLeaving(`/admin/products/${encodeURIComponent(stored.id)}`);
    } catch (error) {
      const onFields = serverFieldErrors(error, fieldWords(draft));
      setServerErrors(onFields);
      focusFirst(onFields);
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
    }
  };

  const deleteProduct = async () => {
    if (!saved) return;
    try {
      await remove(saved.id).unwrap();
      toast({ title: PRODUCT_TEXT.deleted, description: `${saved.title} left the catalogue.` });
      setLeaving('/admin/products');
    } catch (error) {
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
    } finally {
      setConfirmDelete(false);
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={saved ? `Edit ${saved.title}` : 'New product'}
      >
        <Stack spacing={3}>
          <Section title="Product">
            <Stack spacing={2}>
              <TextField
                id="product-title"
                label="Title"
                value={draft.title}
                onChange={(event) => change({ title: event.target.value })}
                onBlur={() => check('title')}
                error={Boolean(shown.title)}
                helperText={shown.title}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: PRODUCT_LIMITS.title } }}
              />
              <TextField
                id="product-description"
                label="Description"
                value={draft.description}
                onChange={(event) => change({ description: event.target.value })}
                onBlur={() => check('description')}
                error={Boolean(shown.description)}
                helperText={
                  shown.description ??
                  `${draft.description.length} / ${PRODUCT_LIMITS.description} characters`
                }
                multiline
                minRows={3}
                fullWidth
              />
              <TagsField
                tags={draft.tags}
                error={shown.tags}
                onChange={(tags) => {
                  change({ tags });
                  check('tags');
                }}
                onBlur={() => check('tags')}
              />
            </Stack>
          </Section>
          <Section title="Images">
            <ImagesField
              images={draft.images}
              error={shown.images}
              onChange={(images) => {
                change({ images });
                check('images');
              }}
            />
          </Section>
          <Section title="Variants">
            <VariantRows
              variants={draft.variants}
              errors={shown}
              onChange={(variants) => change({ variants })}
              onBlur={check}
            />
          </Section>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Button
              type="submit"
              variant="contained"
              disabled={saving}
              startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {saving ? 'Saving...' : 'Save product'}
            </Button>
            {saved && (
              <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
                Delete product
              </Button>
            )}
            <Typography variant="body2" color="text.secondary" role="status">
              {dirty ? 'Unsaved changes' : saved ? 'All changes saved' : ''}
            </Typography>
          </Stack>
        </Stack>
      </Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Preview
        </Typography>
        {renderPreview(previewOf(draft, saved?.id ?? 'preview'))}
      </Box>
      {saved && (
        <DeleteProductDialog
          open={confirmDelete}
          title={saved.title}
          busy={deleting}
          onConfirm={() => void deleteProduct()}
          onCancel={() => setConfirmDelete(false)}
        />
      )}
    </Box>
  );
}
