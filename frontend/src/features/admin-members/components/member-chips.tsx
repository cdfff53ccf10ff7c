import { MEMBERS_PAGE_TEXT, type MemberView } from '@club/contracts';
import { Chip, Stack } from '@mui/material';

/** The member's role and, when disabled, that too. */
export function MemberChips({ member }: { member: Pick<MemberView, 'role' | 'status'> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={MEMBERS_PAGE_TEXT.roleName[member.role]}
        color={member.role === 'admin' ? 'secondary' : 'default'}
        variant={member.role === 'admin' ? 'filled' : 'outlined'}
      />
      {member.status === 'disabled' && (
        <Chip size="small" color="error" label={MEMBERS_PAGE_TEXT.statusName.disabled} />
      )}
    </Stack>
  );
}
