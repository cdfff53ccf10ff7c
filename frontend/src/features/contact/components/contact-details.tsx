import ForumIcon from '@mui/icons-material/Forum';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';

const DETAILS: { icon: ReactElement; title: string; text: string }[] = [
  {
    icon: <SupportAgentIcon />,
    title: 'Live support 24/7',
    text: 'Members can open the chat widget at any hour; a real person from the club team answers.',
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

/** How and when the team answers, shown beside the contact form. */
export function ContactDetails() {
  return (
    <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {DETAILS.map(({ icon, title, text }) => (
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
