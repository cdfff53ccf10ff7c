import { Box, Stack, Tooltip, Typography } from '@mui/material';
import { DESK_TEXT, PRESENCE_LABEL, type DeskAdminView } from '@club/contracts';
import { adminName, useGetDeskAdminsQuery } from '../desk-api';
import { PresenceDot } from './presence-dot';

const ORDER = { online: 0, away: 1, offline: 2 } as const;

function byPresence(a: DeskAdminView, b: DeskAdminView): number {
  return ORDER[a.presence] - ORDER[b.presence] || adminName(a).localeCompare(adminName(b));
}

/** Every admin with a dot for online, away or offline; live from admin_presence events. */
export function AdminsOnline() {
  const { data: admins = [] } = useGetDeskAdminsQuery();
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={DESK_TEXT.admins}
      sx={{
        flex: 1,
        minWidth: 0,
        m: 0,
        px: 1.5,
        py: 0.75,
        gap: 1.5,
        overflowX: 'auto',
        alignItems: 'center',
      }}
    >
      {[...admins].sort(byPresence).map((admin) => (
        <Tooltip key={admin.id} title={`${adminName(admin)}: ${PRESENCE_LABEL[admin.presence]}`}>
          <Box
            component="li"
            data-testid="desk-admin"
            data-presence={admin.presence}
            aria-label={`${adminName(admin)}: ${PRESENCE_LABEL[admin.presence]}`}
            sx={{ listStyle: 'none', display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
          >
            <PresenceDot presence={admin.presence} />
            <Typography
              variant="caption"
              noWrap
              sx={{
                maxWidth: 96,
                color: admin.presence === 'offline' ? 'text.disabled' : 'text.secondary',
              }}
            >
              {adminName(admin)}
            </Typography>
          </Box>
        </Tooltip>
      ))}
    </Stack>
  );
}
