import {
  SITE_SETTING_LABELS,
  SITE_SETTINGS_TEXT,
  siteSettingProblem,
  siteSettingsProblems,
  type SiteSettingField,
  type SiteSettingsView,
} from '@club/contracts';
import { Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/api/error-text';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useToast } from '@/components/toast/use-toast';
import { showSavedSiteSettings } from '@/features/site/site-settings';
import { useUnsavedChangesGuard } from '@/hooks/use-unsaved-changes-guard';
import { SETTING_FIELD_WORDS, SETTING_GROUPS } from '../settings-form-fields';
import { useSaveSiteSettingsMutation } from '../site-settings-api';

type FieldErrors = Partial<Record<SiteSettingField, string>>;

function trimmed(values: SiteSettingsView): SiteSettingsView {
  const result = { ...values };
  for (const field of Object.keys(result) as SiteSettingField[])
    result[field] = result[field].trim();
  return result;
}

function differs(a: SiteSettingsView, b: SiteSettingsView): boolean {
  return (Object.keys(a) as SiteSettingField[]).some((field) => a[field] !== b[field]);
}

/** Every club setting in groups; the contract's rules are checked before sending. */
export function SiteSettingsForm({ saved }: { saved: SiteSettingsView }) {
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [save, { isLoading: saving }] = useSaveSiteSettingsMutation();
  const toast = useToast();
  const dirty = differs(trimmed(values), saved);
  useUnsavedChangesGuard(dirty && !saving);

  const change = (field: SiteSettingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (field: SiteSettingField) =>
    setErrors((current) => ({
      ...current,
      [field]: siteSettingProblem(field, values[field].trim()),
    }));

  const focusFirst = (found: FieldErrors) => {
    const first = (Object.keys(SITE_SETTING_LABELS) as SiteSettingField[]).find((f) => found[f]);
    if (first) document.getElementById(`setting-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = trimmed(values);
    const problems = siteSettingsProblems(body);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    try {
      const stored = await save(body).unwrap();
      setValues(stored);
      showSavedSiteSettings(stored);
      toast({ title: SITE_SETTINGS_TEXT.saved, description: SITE_SETTINGS_TEXT.savedDescription });
    } catch (error) {
      const onFields = serverFieldErrors(error, SETTING_FIELD_WORDS);
      setErrors(onFields);
      focusFirst(onFields);
      toast({ title: 'Error', description: errorText(error), variant: 'destructive' });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Club settings">
      <Stack spacing={3}>
        {SETTING_GROUPS.map((group) => (
          <Paper
            key={group.title}
            component="fieldset"
            sx={{ p: { xs: 2, sm: 3 }, m: 0, border: 1, borderColor: 'divider' }}
          >
            <Typography component="legend" variant="h6" sx={{ p: 0, float: 'left', width: '100%' }}>
              {group.title}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 2, clear: 'both' }}>
              {group.description}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              {group.inputs.map(({ field, type, inputMode, maxLength, helper }) => (
                <TextField
                  key={field}
                  id={`setting-${field}`}
                  name={field}
                  label={SITE_SETTING_LABELS[field]}
                  value={values[field]}
                  type={type ?? 'text'}
                  required={field !== 'contactPhone'}
                  onChange={(event) => change(field, event.target.value)}
                  onBlur={() => check(field)}
                  error={Boolean(errors[field])}
                  helperText={errors[field] ?? helper}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength, inputMode, spellCheck: false } }}
                />
              ))}
            </Box>
          </Paper>
        ))}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {saving ? 'Saving...' : 'Save settings'}
          </Button>
          <Typography variant="body2" color="text.secondary" role="status">
            {dirty ? 'Unsaved changes' : 'All changes saved'}
          </Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
