import CasinoOutlinedIcon from '@mui/icons-material/CasinoOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_PAGE_PATH, ACCOUNT_TEXT, type UserView } from '@club/contracts';
import {
  displayName,
  formatDate,
  isVipActive,
  tournamentEntriesLabel,
  vipLabel,
} from '../member-status';
import { usePurchaseHistory } from '../use-purchase-history';
import { EmailVerificationBanner } from './email-verification-banner';
import { PurchaseHistory } from './purchase-history';

function Panel({
  title,
  icon,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const headingId = `${testId}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          {icon}
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

interface DashboardScreenProps {
  user: UserView;
  /** A payment Stripe just confirmed in the browser, which the server may not know yet. */
  confirmingPaymentIntent?: string;
}

/** The member's profile, package status, purchases and a way to support. */
export function DashboardScreen({ user, confirmingPaymentIntent }: DashboardScreenProps) {
  const history = usePurchaseHistory(confirmingPaymentIntent);
  const now = new Date();
  const vip = isVipActive(user, now);

  return (
    <Container sx={{ pt: { xs: 12, md: 16 }, pb: { xs: 8, md: 12 } }}>
      <Stack spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h3" component="h1">
          Member Dashboard
        </Typography>
        <Typography color="text.secondary">Welcome back, {displayName(user)}.</Typography>
      </Stack>
      {!user.emailVerified && <EmailVerificationBanner email={user.email} />}
      {history.confirming && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="payment-confirming">
          Confirming your payment with Stripe: your package appears here in a moment.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          mb: 3,
        }}
      >
        <Panel title="Profile" icon={<PersonOutlineIcon color="secondary" />} testId="profile">
          <Stack spacing={1.5}>
            <Field label="Username" value={user.username} />
            <Field label="Email" value={user.email} />
            {(user.firstName || user.lastName) && (
              <Field
                label="Name"
                value={[user.firstName, user.lastName].filter(Boolean).join(' ')}
              />
            )}
            {user.nickname && <Field label="Nickname" value={user.nickname} />}
            <Field label="Member since" value={formatDate(user.createdAt)} />
            <Button
              component={RouterLink}
              to={ACCOUNT_PAGE_PATH}
              variant="outlined"
              size="small"
              sx={{ alignSelf: 'flex-start' }}
            >
              {ACCOUNT_TEXT.manageLink}
            </Button>
          </Stack>
        </Panel>
        <Panel
          title="Package Status"
          icon={<StarOutlineIcon color="primary" />}
          testId="package-status"
        >
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Chip
              icon={<StarOutlineIcon />}
              label={vipLabel(user, now)}
              color={vip ? 'primary' : 'default'}
              variant={vip ? 'filled' : 'outlined'}
            />
            <Chip
              icon={<WorkspacePremiumOutlinedIcon />}
              label={user.isPremium ? 'Premium member' : 'Not premium'}
              color={user.isPremium ? 'secondary' : 'default'}
              variant={user.isPremium ? 'filled' : 'outlined'}
            />
            <Chip
              icon={<CasinoOutlinedIcon />}
              label={tournamentEntriesLabel(user.tournamentEntries)}
              variant="outlined"
            />
            <Button
              component={RouterLink}
              to="/subscription"
              startIcon={<ShoppingCartOutlinedIcon />}
              color="secondary"
            >
              Visit the Store
            </Button>
          </Stack>
        </Panel>
        <Panel title="Support" icon={<ForumOutlinedIcon color="secondary" />} testId="support">
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Questions about a purchase, your account or a deposit? The support team answers 24/7.
            </Typography>
            <Button
              component={RouterLink}
              to="/contact"
              variant="contained"
              startIcon={<ForumOutlinedIcon />}
            >
              Open Support Chat
            </Button>
          </Stack>
        </Panel>
      </Box>
      <PurchaseHistory history={history} />
    </Container>
  );
}
