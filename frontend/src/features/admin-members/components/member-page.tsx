import {
  MEMBERS_PAGE_TEXT,
  PAYMENT_STATUS_LABEL,
  type MemberDetailView,
  type UserView,
} from '@club/contracts';
import {
  Box,
  Button,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetAuditLogQuery, useGetMemberQuery } from '../members-api';
import { inboxHrefOf } from '../members-query';
import {
  formatAmount,
  formatDay,
  formatMoment,
  fullName,
  lastSeenText,
  packageSummary,
} from '../member-format';
import { AuditEntries } from './audit-entries';
import { ListStatus } from './list-status';
import { MemberActions } from './member-actions';
import { MemberChips } from './member-chips';

/** How many of the member's audit entries the page shows; the audit log has the rest. */
const AUDIT_ON_PAGE = 10;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, 35%) 1fr', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Profile({ member }: { member: MemberDetailView }) {
  return (
    <Section title="Profile">
      <Field
        label="E-mail"
        value={`${member.email}${member.emailVerified ? ' (confirmed)' : ' (not confirmed)'}`}
      />
      {(member.role === 'admin' || member.twoFactorEnabled) && (
        <Field
          label={MEMBERS_PAGE_TEXT.twoFactorLabel}
          value={member.twoFactorEnabled ? 'On' : 'Off'}
        />
      )}
      <Field label="Name" value={fullName(member) ?? '—'} />
      <Field label="Nickname" value={member.nickname ?? '—'} />
      <Field label="Support label" value={member.supportLabel ?? '—'} />
      <Field label="Phone" value={member.phone ?? '—'} />
      <Field label="Member since" value={formatDay(member.memberSince)} />
      <Field label="Last seen" value={lastSeenText(member)} />
      {member.disabledAt && <Field label="Disabled" value={formatMoment(member.disabledAt)} />}
    </Section>
  );
}

function Packages({ member }: { member: MemberDetailView }) {
  const held = packageSummary(member);
  return (
    <Section title="Packages">
      <Field label="Held now" value={held.length ? held.join(', ') : 'None'} />
      <Field
        label="VIP until"
        value={member.vipUntil ? formatDay(member.vipUntil) : 'Never bought'}
      />
      <Field label="Premium" value={member.isPremium ? 'Yes' : 'No'} />
      <Field label="Tournament entries" value={member.tournamentEntries} />
    </Section>
  );
}

function Payments({ member }: { member: MemberDetailView }) {
  return (
    <Section title="Payments">
      {member.payments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No payments.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Payments">
          {member.payments.map((payment) => (
            <ListItem key={payment.id} divider disableGutters>
              <ListItemText
                primary={`${payment.packageName} · ${formatAmount(payment.amount, payment.currency)} · ${PAYMENT_STATUS_LABEL[payment.status]}`}
                secondary={formatMoment(payment.createdAt)}
              />
            </ListItem>
          ))}
        </List>
      )}
      {member.paymentCount > member.payments.length && (
        <Typography variant="body2" color="text.secondary">
          The newest {member.payments.length} of {member.paymentCount}.
        </Typography>
      )}
      {member.paymentCount > 0 && (
        <Link component={RouterLink} to={`/admin/payments?member=${member.id}`}>
          {MEMBERS_PAGE_TEXT.allPayments}
        </Link>
      )}
    </Section>
  );
}

function Conversations({ member }: { member: MemberDetailView }) {
  return (
    <Section title="Conversations">
      {member.conversations.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No support conversations.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Conversations">
          {member.conversations.map((conversation) => (
            <ListItem key={conversation.id} divider disableGutters>
              <ListItemText
                primary={`${conversation.subject} · ${conversation.status}`}
                secondary={`Last message ${formatMoment(conversation.lastMessageAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      {member.conversations.length > 0 && (
        <Box>
          <Button component={RouterLink} to={inboxHrefOf(member.username)} variant="outlined">
            {MEMBERS_PAGE_TEXT.openInInbox}
          </Button>
        </Box>
      )}
    </Section>
  );
}

function MemberAudit({ member }: { member: MemberDetailView }) {
  const { data, error, isLoading, isFetching, refetch } = useGetAuditLogQuery({
    member: member.id,
    limit: AUDIT_ON_PAGE,
  });
  return (
    <Section title={MEMBERS_PAGE_TEXT.auditOfMember}>
      <ListStatus
        what="audit entries"
        isLoading={isLoading}
        error={isFetching ? undefined : error}
        onRetry={() => void refetch()}
      />
      {data && data.items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {MEMBERS_PAGE_TEXT.auditEmpty}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <AuditEntries entries={data.items} label={MEMBERS_PAGE_TEXT.auditOfMember} />
      )}
      {data?.nextCursor && (
        <Link component={RouterLink} to={`/admin/members/audit?member=${member.id}`}>
          {MEMBERS_PAGE_TEXT.auditAll}
        </Link>
      )}
    </Section>
  );
}

/** A member's page: who they are, what they hold and paid, their conversations, and the admin's actions. */
export function MemberPage({ memberId, admin }: { memberId: string; admin: UserView }) {
  const { data: member, error, isLoading, isFetching, refetch } = useGetMemberQuery(memberId);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button component={RouterLink} to="/admin/members">
          All members
        </Button>
      </Box>
      <ListStatus
        what="member"
        isLoading={isLoading}
        error={isFetching ? undefined : error}
        onRetry={() => void refetch()}
      />
      {member && !error && (
        <>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {member.username}
            </Typography>
            <MemberChips member={member} />
            <MemberActions member={member} adminId={admin.id} />
          </Stack>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Profile member={member} />
            <Packages member={member} />
            <Payments member={member} />
            <Conversations member={member} />
            <MemberAudit member={member} />
          </Box>
        </>
      )}
    </Box>
  );
}
