import PersonIcon from '@mui/icons-material/Person';
import { MenuItem, Select, Stack } from '@mui/material';
import { useToast } from '@/components/toast/use-toast';
import { DESK_TEXT, type AdminConversationView } from '@club/contracts';
import { refOf } from '../admin-inbox-types';
import { adminName, useAssignConversationMutation, useGetDeskAdminsQuery } from '../desk-api';
import { PresenceDot } from './presence-dot';

const NOBODY = '';

/**
 * Who holds the conversation: any admin, or nobody; every admin's inbox follows live. One
 * caption-sized line under the customer's name, so the header keeps its actions on one row.
 */
export function AssigneeSelect({ conversation }: { conversation: AdminConversationView }) {
  const { data: admins = [] } = useGetDeskAdminsQuery();
  const [assign, { isLoading }] = useAssignConversationMutation();
  const toast = useToast();
  const value = conversation.assigneeId ?? NOBODY;
  const known = value === NOBODY || admins.some((admin) => admin.id === value);

  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color: 'text.secondary', minWidth: 0 }}
    >
      <PersonIcon sx={{ fontSize: 14 }} aria-hidden />
      <Select
        variant="standard"
        disableUnderline
        displayEmpty
        value={known ? value : NOBODY}
        disabled={isLoading}
        SelectDisplayProps={{ 'aria-label': DESK_TEXT.assignedTo }}
        onChange={async (event) => {
          const assigneeId = event.target.value === NOBODY ? null : event.target.value;
          const result = await assign({ ...refOf(conversation), assigneeId });
          if ('error' in result) toast({ title: DESK_TEXT.assignFailed, variant: 'destructive' });
        }}
        sx={{ fontSize: '0.75rem', color: 'text.secondary', minWidth: 0 }}
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
      </Select>
    </Stack>
  );
}
