import { Button } from '@mui/material';
import { newTabProps, SUPPORT_CHANNELS } from './community-channels';

/** Discord and Telegram buttons, opening in a new tab. */
export function CommunityLinkButtons({ fullWidth }: { fullWidth?: boolean }) {
  return (
    <>
      {SUPPORT_CHANNELS.map(({ label, href, icon }) => (
        <Button
          key={label}
          href={href}
          {...newTabProps}
          startIcon={icon}
          fullWidth={fullWidth}
          sx={{ color: 'text.secondary', justifyContent: 'flex-start' }}
        >
          {label}
        </Button>
      ))}
    </>
  );
}
