import { ACCOUNT_TEXT, type UserView } from '@club/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { errorText } from '@/api/error-text';
import { serverFieldErrors } from '@/api/server-field-errors';
import { useToast } from '@/components/toast/use-toast';
import { useForm } from '@/hooks/use-form';
import { useUpdateProfileMutation } from '../account-api';
import { PROFILE_FIELD_WORDS, validateProfile, type ProfileValues } from '../account-validation';
import { AccountSection } from './account-section';

const FIELDS: [keyof ProfileValues, string, string][] = [
  ['firstName', 'First name', 'given-name'],
  ['lastName', 'Last name', 'family-name'],
  ['phone', 'Phone', 'tel'],
  ['nickname', 'Nickname', 'nickname'],
];

export function ProfileForm({ user }: { user: UserView }) {
  const toast = useToast();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { fieldProps, handleSubmit, showServerErrors } = useForm<ProfileValues>(
    {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phone: user.phone ?? '',
      nickname: user.nickname ?? '',
    },
    validateProfile,
  );

  const submit = async (values: ProfileValues) => {
    try {
      await updateProfile(values).unwrap();
      toast({ title: ACCOUNT_TEXT.profileSaved });
    } catch (error) {
      showServerErrors(serverFieldErrors(error, PROFILE_FIELD_WORDS));
      toast({
        title: ACCOUNT_TEXT.failedTitle,
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <AccountSection id="account-profile" title={ACCOUNT_TEXT.profileTitle}>
      <Stack
        component="form"
        noValidate
        aria-label={ACCOUNT_TEXT.profileTitle}
        spacing={2}
        onSubmit={handleSubmit((values) => void submit(values))}
      >
        {FIELDS.map(([name, label, autoComplete]) => (
          <TextField
            key={name}
            {...fieldProps(name)}
            id={`account-${name}`}
            label={label}
            autoComplete={autoComplete}
            type={name === 'phone' ? 'tel' : 'text'}
          />
        ))}
        <Button
          type="submit"
          variant="contained"
          disabled={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {ACCOUNT_TEXT.profileSave}
        </Button>
      </Stack>
    </AccountSection>
  );
}
