import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import type { ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TERMS_CONSENT_TEXT } from '@club/contracts';
import { newTabProps } from '@/components/layout/community-channels';
import { visuallyHidden } from '@/components/visually-hidden';

interface TermsConsentFieldProps {
  id: string;
  name: string;
  checked: boolean;
  /** The refusal while the box is required and not ticked. */
  message?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The required "18 or older and accept the terms" box of the join form. The terms open in a new
 * tab, so what was typed (here or in the chat widget) stays.
 */
export function TermsConsentField({
  id,
  name,
  checked,
  message,
  onChange,
}: TermsConsentFieldProps) {
  const messageId = `${id}-message`;
  return (
    <FormControl error={Boolean(message)} required>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mr: 0 }}
        control={
          <Checkbox
            id={id}
            name={name}
            checked={checked}
            onChange={onChange}
            sx={{ mt: -1 }}
            slotProps={{
              input: {
                required: true,
                'aria-invalid': Boolean(message),
                'aria-describedby': message ? messageId : undefined,
              },
            }}
          />
        }
        label={
          <>
            {TERMS_CONSENT_TEXT.labelBefore}
            <Link component={RouterLink} to="/terms" {...newTabProps} underline="always">
              {TERMS_CONSENT_TEXT.labelLink}{' '}
              <Box component="span" sx={visuallyHidden}>
                {TERMS_CONSENT_TEXT.linkHint}
              </Box>
            </Link>
          </>
        }
      />
      {message && <FormHelperText id={messageId}>{message}</FormHelperText>}
    </FormControl>
  );
}
