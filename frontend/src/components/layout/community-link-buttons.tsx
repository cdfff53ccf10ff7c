import { Box, Button } from '@mui/material';
import { IconTooltip } from '@/components/icon-tooltip';
import { type CommunityLinks, newTabProps, supportChannels } from './community-channels';

interface CommunityLinkButtonsProps {
  links: CommunityLinks;
  fullWidth?: boolean;
  /** Icons only below extra-large screens, where the header's row has no room for the names. */
  compact?: boolean;
}

/** Discord and Telegram buttons, opening in a new tab; icons with a tooltip when compact. */
export function CommunityLinkButtons({ links, fullWidth, compact }: CommunityLinkButtonsProps) {
  return (
    <>
      {supportChannels(links).map(({ label, href, icon }) => {
        const button = (
          <Button
            key={label}
            href={href}
            {...newTabProps}
            aria-label={compact ? label : undefined}
            startIcon={icon}
            fullWidth={fullWidth}
            sx={{
              color: 'text.secondary',
              justifyContent: 'flex-start',
              whiteSpace: 'nowrap',
              ...(compact && {
                minWidth: { xs: 40, xl: 64 },
                '& .MuiButton-startIcon': { mr: { xs: 0, xl: 1 } },
              }),
            }}
          >
            {compact ? (
              <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>
                {label}
              </Box>
            ) : (
              label
            )}
          </Button>
        );
        return compact ? (
          <IconTooltip key={label} title={label}>
            {button}
          </IconTooltip>
        ) : (
          button
        );
      })}
    </>
  );
}
