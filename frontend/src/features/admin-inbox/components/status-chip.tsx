import { Chip } from '@mui/material';
import type { ConversationStatus } from '@club/contracts';

const STATUS = {
  open: { label: 'Open', color: 'success' },
  waiting: { label: 'Waiting', color: 'warning' },
  closed: { label: 'Closed', color: 'default' },
} as const;

/** SPEC §4: open green, waiting yellow, closed gray. */
export function StatusChip({ status }: { status: ConversationStatus }) {
  const { label, color } = STATUS[status];
  return <Chip size="small" label={label} color={color} data-status={status} />;
}
