import type { TwoFactorSetupView } from '@club/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { errorText } from '@/api/error-text';
import { useConfirmTwoFactorMutation } from '../two-factor-api';
import { CodeField } from './code-field';

interface TwoFactorSetupProps {
  setup: TwoFactorSetupView;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Step two: scan the QR code (or type the key), then prove it with the app's first code. */
export function TwoFactorSetup({ setup, onConfirmed, onCancel }: TwoFactorSetupProps) {
  const [confirm, { isLoading }] = useConfirmTwoFactorMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Code is required');
      return;
    }
    try {
      const { recoveryCodes } = await confirm({ code: code.trim() }).unwrap();
      onConfirmed(recoveryCodes);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <Stack component="form" noValidate aria-label="Confirm set-up" spacing={2} onSubmit={submit}>
      <Typography>
        1. Scan this QR code with an authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password, Authy…).
      </Typography>
      <Box
        component="img"
        src={setup.qrCodeDataUrl}
        alt="QR code for your authenticator app"
        sx={{ width: 200, height: 200, bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography>Or type this key into the app:</Typography>
      <Typography
        data-testid="totp-secret"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all' }}
      >
        {setup.secret}
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <CodeField id="totp-confirm-code" value={code} onChange={setCode} error={error} />
      <Stack direction="row" spacing={1.5}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Checking...' : 'Turn on'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </Stack>
  );
}
