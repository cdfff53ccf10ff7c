import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_SIGN_IN_TEXT } from '@club/contracts';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterForm } from '@/features/auth/components/register-form';
import type { WidgetSignInStep } from '../use-widget-sign-in';

interface WidgetSignInProps {
  step: WidgetSignInStep;
  onBack: () => void;
  onSignedIn: () => void;
}

/**
 * Sign-in, or registration, inside the chat panel: for a visitor who set out to pay a request, or
 * who chose to from the header. Nothing leaves the page: once signed in, the member's chat (with
 * this chat's history) takes the panel over.
 */
export function WidgetSignIn({ step, onBack, onSignedIn }: WidgetSignInProps) {
  const [registering, setRegistering] = useState(step.mode === 'register');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [registering]);
  const heading = WIDGET_SIGN_IN_TEXT.heading[step.purpose];

  return (
    <Box
      data-testid="widget-sign-in"
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, py: 1.5 }}
    >
      <Stack spacing={2}>
        <Button
          size="small"
          startIcon={<ArrowBackIcon />}
          onClick={onBack}
          sx={{ alignSelf: 'flex-start' }}
        >
          {WIDGET_SIGN_IN_TEXT.back}
        </Button>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h3"
          sx={{ outline: 'none' }}
        >
          {registering ? heading.register : heading.signIn}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {WIDGET_SIGN_IN_TEXT.hint[step.purpose]}
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
