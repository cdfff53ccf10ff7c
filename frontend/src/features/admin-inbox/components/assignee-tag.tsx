import PersonIcon from '@mui/icons-material/Person';
import { Stack, Typography } from '@mui/material';
import { adminName, useGetDeskAdminsQuery } from '../desk-api';

/** The admin who holds a conversation, as its list item shows it (nothing when nobody does). */
export function AssigneeTag({ assigneeId }: { assigneeId: string | null }) {
  const { data: admins = [] } = useGetDeskAdminsQuery();
  const assignee = admins.find((admin) => admin.id === assigneeId);
  if (!assignee) return null;
  return (
    <Stack
      direction="row"
      spacing={0.25}
      data-testid="conversation-assignee"
      sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0, flexShrink: 1 }}
    >
      <PersonIcon sx={{ fontSize: 14 }} aria-hidden />
      <Typography variant="caption" noWrap>
        {adminName(assignee)}
      </Typography>
    </Stack>
  );
}
