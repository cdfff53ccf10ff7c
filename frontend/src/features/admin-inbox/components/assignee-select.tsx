import { MenuItem, Stack, TextField } from '@mui/material';
import { useToast } from '@/components/toast/use-toast';
import { DESK_TEXT, type AdminConversationView } from '@club/contracts';
import { refOf } from '../admin-inbox-types';
import { adminName, useAssignConversationMutation, useGetDeskAdminsQuery } from '../desk-api';
import { PresenceDot } from './presence-dot';

const NOBODY = '';

/** Who holds the conversation: any admin, or nobody; every admin's inbox follows live. */
export function AssigneeSelect({ conversation }: { conversation: AdminConversationView }) {
  const { data: admins = [] } = useGetDeskAdminsQuery();
  const [assign, { isLoading }] = useAssignConversationMutation();
  const toast = useToast();
  const value = conversation.assigneeId ?? NOBODY;
  const known = value === NOBODY || admins.some((admin) => admin.id === value);

  return (
    <TextField
      select
      size="small"
      label={DESK_TEXT.assignedTo}
      value={known ? value : NOBODY}
      disabled={isLoading}
      onChange={async (event) => {
        const assigneeId = event.target.value === NOBODY ? null : event.target.value;
        const result = await assign({ ...refOf(conversation), assigneeId });
        if ('error' in result) toast({ title: DESK_TEXT.assignFailed, variant: 'destructive' });
      }}
      sx={{ width: 170, flexShrink: 0 }}
    >
      <MenuItem value={NOBODY}>{DESK_TEXT.nobody}</MenuItem>
      {admins.map((admin) => (
        <MenuItem key={admin.id} value={admin.id}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <PresenceDot presence={admin.presence} />
            <span>{adminName(admin)}</span>
          </Stack>
        </MenuItem>
      ))}
    </TextField>
  );
}
