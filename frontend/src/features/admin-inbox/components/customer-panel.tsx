import { Alert, Box, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type {
  CustomerConversationView,
  MemberCustomerView,
  VisitorCustomerView,
} from '@club/contracts';
import { guestNameFromDeviceId } from '@/lib/chat/guest-name';
import { useGetCustomerQuery } from '../customer-context-api';
import type { ConversationRef } from '../admin-inbox-types';
import {
  formatCents,
  formatDay,
  formatMoment,
  GAME_LABEL,
  VISITOR_KIND_LABEL,
  vipStatus,
} from '../customer-panel-format';
import { StatusChip } from './status-chip';

/** One labelled fact; the label and value are a term and its definition for screen readers. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 1, py: 0.25 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ py: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OtherConversations({ items }: { items: CustomerConversationView[] }) {
  return (
    <Section title="Other conversations">
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <StatusChip status={item.status} />
              <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                {item.subject}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {formatDay(item.lastMessageAt)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function MemberDetails({ member }: { member: MemberCustomerView }) {
  const names = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return (
    <>
      <Section title="Member">
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Username">{member.username}</Fact>
          <Fact label="E-mail">{member.email}</Fact>
          <Fact label="Name">{names || '—'}</Fact>
          <Fact label="Own nickname">{member.nickname || '—'}</Fact>
          <Fact label="Support label">{member.supportLabel || '—'}</Fact>
          <Fact label="Member since">{formatDay(member.memberSince)}</Fact>
        </Box>
      </Section>
      <Divider />
      <Section title="Packages">
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="VIP">{vipStatus(member.vipUntil, new Date())}</Fact>
          <Fact label="Premium">{member.isPremium ? 'Yes' : 'No'}</Fact>
          <Fact label="Tournament entries">{member.tournamentEntries}</Fact>
        </Box>
      </Section>
      <Divider />
      <Section title="Purchases">
        {member.payments.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No purchases yet
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {member.payments.map((payment) => (
              <Stack component="li" key={payment.id} direction="row" spacing={1}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  {payment.packageName}
                  {payment.status === 'rejected' ? ' (not granted)' : ''}
                </Typography>
                <Typography variant="body2">
                  {formatCents(payment.amount, payment.currency)}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDay(payment.createdAt)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Section>
      <Divider />
      <OtherConversations items={member.otherConversations} />
    </>
  );
}

function VisitorDetails({ visitor }: { visitor: VisitorCustomerView }) {
  return (
    <>
      <Section title="Visitor">
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Kind">{VISITOR_KIND_LABEL[visitor.kind]}</Fact>
          <Fact label="Name">
            {visitor.displayName?.trim() || guestNameFromDeviceId(visitor.deviceId)}
          </Fact>
          <Fact label="First seen">{formatMoment(visitor.firstSeen)}</Fact>
          <Fact label="Started on">{visitor.startedOnPage ?? 'Unknown'}</Fact>
          {visitor.startedForGame && (
            <Fact label="Deposit for">{GAME_LABEL[visitor.startedForGame]}</Fact>
          )}
        </Box>
      </Section>
      <Divider />
      <OtherConversations items={visitor.otherConversations} />
    </>
  );
}

/** Who the customer of the open conversation is: a member's account, or where a visitor came from. */
export function CustomerPanel({ conversation }: { conversation: ConversationRef }) {
  const { data, isLoading, isError } = useGetCustomerQuery(conversation);
  return (
    <Box aria-label="Customer details" component="aside" sx={{ p: 2, overflowY: 'auto' }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        Customer
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label="Loading customer details" />}
      {isError && <Alert severity="error">Failed to load the customer details</Alert>}
      {data &&
        (data.kind === 'user' ? (
          <MemberDetails member={data} />
        ) : (
          <VisitorDetails visitor={data} />
        ))}
    </Box>
  );
}
