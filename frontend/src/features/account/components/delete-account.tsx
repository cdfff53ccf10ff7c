import { ACCOUNT_TEXT } from '@club/contracts';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorText } from '@/api/error-text';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useToast } from '@/components/toast/use-toast';
import { useForm } from '@/hooks/use-form';
import { useDeleteAccountMutation } from '../account-api';
import { DELETION_FIELD_WORDS, validateDeletion } from '../account-validation';
import { AccountSection } from './account-section';

/**
 * Two steps: the button opens the password form, whose button deletes for good. An admin's
 * account cannot be deleted (the server refuses it too): another admin removes the role first.
 */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <AccountSection id="account-delete" title={ACCOUNT_TEXT.deleteTitle}>
      <Alert severity={isAdmin ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {isAdmin ? ACCOUNT_TEXT.deleteAdmin : ACCOUNT_TEXT.deleteIntro}
      </Alert>
      {isAdmin ? (
        <Link component={RouterLink} to="/admin/members">
          {ACCOUNT_TEXT.deleteAdminLink}
        </Link>
      ) : confirming ? (
        <DeletionForm />
      ) : (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {ACCOUNT_TEXT.deleteButton}
        </Button>
      )}
    </AccountSection>
  );
}

function DeletionForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { fieldProps, handleSubmit, showServerErrors } = useForm(
    { password: '' },
    validateDeletion,
  );

  const submit = async ({ password }: { password: string }) => {
    try {
      await deleteAccount({ password }).unwrap();
      toast({ title: ACCOUNT_TEXT.deleted });
      void navigate('/', { replace: true });
    } catch (error) {
      showServerErrors(serverFieldErrors(error, DELETION_FIELD_WORDS));
      toast({
        title: ACCOUNT_TEXT.failedTitle,
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      aria-label={ACCOUNT_TEXT.deleteTitle}
      spacing={2}
      onSubmit={handleSubmit((values) => void submit(values))}
    >
      <TextField
        {...fieldProps('password')}
        id="account-delete-password"
        label={ACCOUNT_TEXT.deletePasswordLabel}
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <Button
        type="submit"
        variant="contained"
        color="error"
        disabled={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {ACCOUNT_TEXT.deleteConfirm}
      </Button>
    </Stack>
  );
}
