import { Chip } from '@mui/material';
import type { AdminConversationView } from '@club/contracts';

const KINDS = {
  user: 'Member',
  guest: 'Visitor',
  device: 'Visitor',
} as const;

/** Marks members' and visitors' conversations apart in the one list. */
export function KindChip({ kind }: { kind: AdminConversationView['kind'] }) {
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
