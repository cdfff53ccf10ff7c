import { ACCOUNT_TEXT, ACCOUNT_RULE_TEXT } from '@club/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useToast } from '@/components/toast/use-toast';
import { useForm } from '@/hooks/use-form';
import { useChangePasswordMutation } from '../account-api';
import {
  PASSWORD_FIELD_WORDS,
  validatePasswordChange,
  type PasswordChangeValues,
} from '../account-validation';
import { AccountSection } from './account-section';

/** Emptied after a change: the form starts over with a new key. */
export function PasswordForm() {
  const [round, setRound] = useState(0);
  return <PasswordFields key={round} onChanged={() => setRound((current) => current + 1)} />;
}

function PasswordFields({ onChanged }: { onChanged: () => void }) {
  const toast = useToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { fieldProps, handleSubmit, showServerErrors } = useForm<PasswordChangeValues>(
    { currentPassword: '', newPassword: '' },
    validatePasswordChange,
  );

  const submit = async (values: PasswordChangeValues) => {
    try {
      await changePassword(values).unwrap();
      toast({ title: ACCOUNT_TEXT.passwordChanged });
      onChanged();
    } catch (error) {
      showServerErrors(serverFieldErrors(error, PASSWORD_FIELD_WORDS));
      toast({
        title: ACCOUNT_TEXT.failedTitle,
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  const newPassword = fieldProps('newPassword');
  return (
    <AccountSection id="account-password" title={ACCOUNT_TEXT.passwordTitle}>
      <Stack
        component="form"
        noValidate
        aria-label={ACCOUNT_TEXT.passwordTitle}
        spacing={2}
        onSubmit={handleSubmit((values) => void submit(values))}
      >
        <TextField
          {...fieldProps('currentPassword')}
          id="account-current-password"
          label={ACCOUNT_TEXT.currentPasswordLabel}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          {...newPassword}
          helperText={newPassword.helperText ?? ACCOUNT_RULE_TEXT.password}
          id="account-new-password"
          label={ACCOUNT_TEXT.newPasswordLabel}
          type="password"
          autoComplete="new-password"
        />
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {ACCOUNT_TEXT.passwordSave}
        </Button>
      </Stack>
    </AccountSection>
  );
}
