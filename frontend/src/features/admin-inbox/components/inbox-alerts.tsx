import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import {
  Box,
  FormControlLabel,
  IconButton,
  Popover,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useInboxAlerts } from '../use-inbox-alerts';

export const ALERT_TEXT = {
  unsupported: 'This browser cannot show desktop notifications.',
  blocked: "Notifications are blocked for this site in the browser's settings.",
} as const;

/**
 * The inbox's alert settings (sound on or muted, desktop notifications) and the alerts
 * themselves. Sits at the end of the team's row, above the list's filters.
 */
export function InboxAlerts({
  adminId,
  openConversationId,
}: {
  adminId: string;
  openConversationId: string | null;
}) {
  const { settings, update, played } = useInboxAlerts(adminId, openConversationId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const setDesktop = async (wanted: boolean) => {
    setProblem(null);
    if (!wanted) return update({ ...settings, desktop: false });
    if (typeof Notification === 'undefined') return setProblem(ALERT_TEXT.unsupported);
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') return setProblem(ALERT_TEXT.blocked);
    update({ ...settings, desktop: true });
  };

  return (
    <Box sx={{ flexShrink: 0 }}>
      <Tooltip title="Alert settings">
        <IconButton
          aria-label="Alert settings"
          onClick={(event) => setAnchor(event.currentTarget)}
          data-sound={settings.sound ? 'on' : 'muted'}
          data-sounds-played={played.sounds}
          data-notifications-shown={played.notifications}
          data-last-alert={played.last}
          size="small"
        >
          {settings.sound ? (
            <NotificationsActiveIcon fontSize="small" />
          ) : (
            <NotificationsOffIcon fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack sx={{ p: 2, maxWidth: 320 }} role="group" aria-label="Alerts">
          <FormControlLabel
            control={
              <Switch
                checked={settings.sound}
                onChange={(_event, checked) => update({ ...settings, sound: checked })}
              />
            }
            label="Alert sound"
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.desktop}
                onChange={(_event, checked) => void setDesktop(checked)}
              />
            }
            label="Desktop notifications when this tab is hidden"
          />
          {problem && (
            <Typography variant="body2" role="status" sx={{ color: 'warning.main' }}>
              {problem}
            </Typography>
          )}
        </Stack>
      </Popover>
    </Box>
  );
}
