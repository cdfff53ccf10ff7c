import ForumIcon from '@mui/icons-material/Forum';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useSiteSettings } from '@/features/site/site-settings';

/** How and when the team answers, shown beside the contact form; the values are the club's settings. */
export function ContactDetails() {
  const { supportHours, contactEmail, contactPhone } = useSiteSettings();
  const details: { icon: ReactElement; title: string; text: ReactNode }[] = [
    {
      icon: <SupportAgentIcon />,
      title: `Live support ${supportHours}`,
      text: (
        <>
          Members can open the chat widget during these hours; a real person from the club team
          answers. Or write to{' '}
          <Box component="a" href={`mailto:${contactEmail}`} sx={{ color: 'primary.main' }}>
            {contactEmail}
          </Box>
          {contactPhone && (
            <>
              {' or call '}
              <Box
                component="a"
                href={`tel:${contactPhone.replace(/[^+0-9]/g, '')}`}
                sx={{ color: 'primary.main' }}
              >
                {contactPhone}
              </Box>
            </>
          )}
          .
        </>
      ),
    },
    {
      icon: <ScheduleIcon />,
      title: 'Fast replies',
      text: 'Messages sent with this form land in your support chat, so the answer waits for you there.',
    },
    {
      icon: <ForumIcon />,
      title: 'Discord and Telegram',
      text: 'Prefer the community? Find us in the Discord and Telegram links at the top of the page.',
    },
  ];

  return (
    <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {details.map(({ icon, title, text }) => (
        <Stack component="li" key={title} direction="row" spacing={2}>
          <Stack
            aria-hidden="true"
            sx={{ color: 'secondary.main', pt: 0.25, '& svg': { fontSize: 28 } }}
          >
            {icon}
          </Stack>
          <div>
            <Typography variant="h6" component="h3">
              {title}
            </Typography>
            <Typography color="textSecondary">{text}</Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
