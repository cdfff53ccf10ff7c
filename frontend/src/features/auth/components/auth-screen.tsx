import { Box, Card, CardContent, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { SyntheticEvent } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { SITE_NAME } from '@/config/site';
import { returnPathOf } from '@/lib/return-path';
import { useCurrentUser } from '../use-current-user';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type AuthTab = 'login' | 'register';

const tabs: { value: AuthTab; label: string }[] = [
  { value: 'login', label: 'Sign In' },
  { value: 'register', label: 'Join Club' },
];

function parseTab(value: string | null): AuthTab {
  return value === 'register' ? 'register' : 'login';
}

/** Sign-in and registration; signed-in users are sent where `?next=` says, else home. */
export function AuthScreen() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseTab(searchParams.get('tab'));

  if (user) return <Navigate to={returnPathOf(searchParams)} replace />;
  if (isLoading) return <PageLoader />;

  const selectTab = (_event: SyntheticEvent, value: AuthTab) => {
    setSearchParams(
      (params) => {
        params.set('tab', value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Box
      sx={{
        px: 2,
        pt: { xs: 12, md: 16 },
        pb: { xs: 8, md: 12 },
        display: 'flex',
        justifyContent: 'center',
      }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 520 }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip label="Play Money Only · 18+" color="primary" variant="outlined" size="small" />
          <Typography variant="h4" component="h1">
            Welcome to {SITE_NAME}
          </Typography>
          <Typography color="text.secondary">
            Sign in or join the club to chat with support, visit the store and climb the
            leaderboards.
          </Typography>
        </Stack>
        <Card sx={{ backdropFilter: 'blur(12px)' }}>
          <Tabs
            value={tab}
            onChange={selectTab}
            variant="fullWidth"
            textColor="primary"
            indicatorColor="primary"
            aria-label="Sign in or join the club"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map(({ value, label }) => (
              <Tab
                key={value}
                value={value}
                label={label}
                id={`auth-tab-${value}`}
                aria-controls={`auth-panel-${value}`}
              />
            ))}
          </Tabs>
          <CardContent
            role="tabpanel"
            id={`auth-panel-${tab}`}
            aria-labelledby={`auth-tab-${tab}`}
            sx={{ p: { xs: 2.5, sm: 4 } }}
          >
            {tab === 'login' ? <LoginForm /> : <RegisterForm />}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
