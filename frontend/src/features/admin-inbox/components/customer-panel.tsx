import {
  Alert,
  Box,
  CircularProgress,
  Divider,
  ListItemButton,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import type {
  CustomerConversationView,
  MemberCustomerView,
  PaymentStatus,
  VisitorCustomerView,
} from '@club/contracts';
import { guestNameFromDeviceId } from '@/lib/chat/guest-name';
import { useGetCustomerQuery } from '../customer-context-api';
import { CustomerPaymentRequests } from '../payment-requests/customer-payment-requests';
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

/** After a purchase's name: what became of it, when it did not simply grant the package. */
const PAYMENT_NOTE: Record<PaymentStatus, string> = {
  succeeded: '',
  rejected: ' (not granted)',
  refund_pending: ' (refund pending)',
  refunded: ' (refunded)',
  demo: ' (demo: no money taken, not granted)',
};

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

/** Opens another conversation of the same list in the inbox. */
export type OpenConversation = (ref: ConversationRef) => void;

interface OtherConversationsProps {
  list: ConversationRef['list'];
  items: CustomerConversationView[];
  onOpen: OpenConversation;
}

/** The customer's other conversations: each a button that opens it in the inbox. */
function OtherConversations({ list, items, onOpen }: OtherConversationsProps) {
  return (
    <Section title="Other conversations">
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          None
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <ListItemButton
                data-testid="other-conversation"
                onClick={() => onOpen({ list, id: item.id })}
                sx={{ gap: 1, px: 0.5, py: 0.25, borderRadius: 1 }}
              >
                <StatusChip status={item.status} />
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
                  {item.subject}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDay(item.lastMessageAt)}
                </Typography>
              </ListItemButton>
            </li>
          ))}
        </Stack>
      )}
    </Section>
  );
}

function MemberDetails({
  member,
  onOpen,
}: {
  member: MemberCustomerView;
  onOpen: OpenConversation;
}) {
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
                  {PAYMENT_NOTE[payment.status]}
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
      <OtherConversations list="user" items={member.otherConversations} onOpen={onOpen} />
    </>
  );
}

function VisitorDetails({
  visitor,
  onOpen,
}: {
  visitor: VisitorCustomerView;
  onOpen: OpenConversation;
}) {
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
          {visitor.followUpEmail && <Fact label="Reply by e-mail">{visitor.followUpEmail}</Fact>}
        </Box>
      </Section>
      <Divider />
      <OtherConversations list="anonymous" items={visitor.otherConversations} onOpen={onOpen} />
    </>
  );
}

/** Who the customer of the open conversation is: a member's account, or where a visitor came from. */
export function CustomerPanel({
  conversation,
  onOpenConversation,
}: {
  conversation: ConversationRef;
  onOpenConversation: OpenConversation;
}) {
  const { data, isLoading, isError } = useGetCustomerQuery(conversation);
  return (
    // Focusable, so a keyboard can scroll it when it holds more than it shows.
    <Box
      aria-label="Customer details"
      component="aside"
      tabIndex={0}
      sx={{ p: 2, overflowY: 'auto' }}
    >
      <Typography variant="h6" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        Customer
      </Typography>
      {isLoading && <CircularProgress size={24} aria-label="Loading customer details" />}
      {isError && <Alert severity="error">Failed to load the customer details</Alert>}
      {data && (
        <>
          {data.kind === 'user' ? (
            <MemberDetails member={data} onOpen={onOpenConversation} />
          ) : (
            <VisitorDetails visitor={data} onOpen={onOpenConversation} />
          )}
          <Divider />
          <Section title="Payment requests">
            <CustomerPaymentRequests conversation={conversation} />
          </Section>
        </>
      )}
    </Box>
  );
}
