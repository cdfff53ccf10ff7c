import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';

interface PaymentSignInProps {
  onBack: () => void;
  onSignedIn: () => void;
}

/**
 * Sign-in, or registration, inside the chat panel for a visitor who set out to pay a request.
 * Nothing leaves the page: once signed in, the member's chat takes the panel over.
 */
export function PaymentSignIn({ onBack, onSignedIn }: PaymentSignInProps) {
  const [registering, setRegistering] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [registering]);

  return (
    <Box
      data-testid="payment-sign-in"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1.5 }}
    >
      <Stack spacing={2}>
        <Button
          size="small"
          startIcon={<ArrowBackIcon />}
          onClick={onBack}
          sx={{ alignSelf: 'flex-start' }}
        >
          Back to chat
        </Button>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h3"
          sx={{ outline: 'none' }}
        >
          {registering ? 'Join the club to pay' : 'Sign in to pay'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Your chat comes with you: the payment request opens as soon as you are signed in.
        </Typography>
        {registering ? (
          <RegisterForm onSignedIn={onSignedIn} singleColumn />
        ) : (
          <LoginForm onSignedIn={onSignedIn} />
        )}
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {registering ? 'Already a member? ' : 'New to the club? '}
          <Link component="button" type="button" onClick={() => setRegistering(!registering)}>
            {registering ? 'Sign in' : 'Create an account'}
          </Link>
        </Typography>
      </Stack>
    </Box>
  );
}
