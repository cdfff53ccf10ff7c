import { EMAIL_VERIFICATION_TEXT } from '@club/contracts';
import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import { useResendEmailVerificationMutation } from '@/features/auth/email-verification-api';

/** Until the member opens the link mailed to their address: what to do, and a new link. */
export function EmailVerificationBanner({ email }: { email: string }) {
  const toast = useToast();
  const [resend, { isLoading }] = useResendEmailVerificationMutation();

  const send = async () => {
    try {
      await resend().unwrap();
      toast({ title: EMAIL_VERIFICATION_TEXT.resent(email) });
    } catch (error) {
      toast({
        title: EMAIL_VERIFICATION_TEXT.failedTitle,
        description: errorText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="email-verification-banner">
      <AlertTitle>{EMAIL_VERIFICATION_TEXT.bannerTitle}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
        {EMAIL_VERIFICATION_TEXT.bannerText(email)}
      </Typography>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        disabled={isLoading}
        onClick={() => void send()}
      >
        {isLoading ? EMAIL_VERIFICATION_TEXT.resendPending : EMAIL_VERIFICATION_TEXT.resendButton}
      </Button>
    </Alert>
  );
}
