import { EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useToast } from '@/components/toast/use-toast';
import { useChangeEmailMutation } from '@/features/auth/email-verification-api';
import { useForm } from '@/hooks/use-form';
import {
  EMAIL_CHANGE_FIELD_WORDS,
  validateEmailChange,
  type EmailChangeValues,
} from '../account-validation';

/** Emptied once the link is sent: the form starts over with a new key. */
export function EmailChangeForm() {
  const [round, setRound] = useState(0);
  return <EmailChangeFields key={round} onSent={() => setRound((current) => current + 1)} />;
}

function EmailChangeFields({ onSent }: { onSent: () => void }) {
  const toast = useToast();
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const { fieldProps, handleSubmit, showServerErrors } = useForm<EmailChangeValues>(
    { email: '', currentPassword: '' },
    validateEmailChange,
  );

  const submit = async ({ email, currentPassword }: EmailChangeValues) => {
    try {
      await changeEmail({ email: email.trim(), currentPassword }).unwrap();
      toast({ title: EMAIL_VERIFICATION_TEXT.changeSent(email.trim()) });
      onSent();
    } catch (error) {
      showServerErrors(serverFieldErrors(error, EMAIL_CHANGE_FIELD_WORDS));
      toast({
        title: EMAIL_VERIFICATION_TEXT.failedTitle,
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label={EMAIL_VERIFICATION_TEXT.changeButton}
      spacing={2}
      onSubmit={handleSubmit((values) => void submit(values))}
    >
      <TextField
        {...fieldProps('email')}
        id="account-new-email"
        label={EMAIL_VERIFICATION_TEXT.newEmailLabel}
        type="email"
        autoComplete="email"
      />
      <TextField
        {...fieldProps('currentPassword')}
        id="account-email-password"
        label={EMAIL_VERIFICATION_TEXT.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
      />
      <Button
        type="submit"
        variant="contained"
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {EMAIL_VERIFICATION_TEXT.changeButton}
      </Button>
    </Stack>
  );
}
