import { Chip } from '@mui/material';
import type { AdminConversation } from '../admin-inbox-types';

const KINDS = {
  user: 'Member',
  guest: 'Visitor',
  device: 'Visitor',
} as const;

/** Marks members' and visitors' conversations apart in the one list. */
export function KindChip({ kind }: { kind: AdminConversation['kind'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={KINDS[kind]}
      color={kind === 'user' ? 'secondary' : 'default'}
      data-kind={kind}
    />
  );
}
