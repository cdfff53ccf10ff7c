import type { AdminPaymentView } from '@club/contracts';
import { Typography } from '@mui/material';

export const DELETED_MEMBER = 'Deleted account';

export function memberName(payment: AdminPaymentView): string {
  return payment.member?.username ?? DELETED_MEMBER;
}

/** The member's username, or a muted note when the account was deleted. */
export function PaymentMember({ payment }: { payment: AdminPaymentView }) {
  return payment.member ? (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {payment.member.username}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      {DELETED_MEMBER}
    </Typography>
  );
}
