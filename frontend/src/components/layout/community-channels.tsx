import FacebookIcon from '@mui/icons-material/Facebook';
import ForumIcon from '@mui/icons-material/Forum';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import TelegramIcon from '@mui/icons-material/Telegram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ReactElement } from 'react';
import { COMMUNITY_LINKS } from '@/config/site';

interface CommunityChannel {
  label: string;
  href: string;
  icon: ReactElement;
}

const DISCORD: CommunityChannel = {
  label: 'Discord',
  href: COMMUNITY_LINKS.discord,
  icon: <ForumIcon fontSize="small" />,
};

const TELEGRAM: CommunityChannel = {
  label: 'Telegram',
  href: COMMUNITY_LINKS.telegram,
  icon: <TelegramIcon fontSize="small" />,
};

/** Where support is offered besides the chat widget. */
export const SUPPORT_CHANNELS = [DISCORD, TELEGRAM];

export const SOCIAL_CHANNELS: CommunityChannel[] = [
  DISCORD,
  TELEGRAM,
  {
    label: 'Instagram',
    href: COMMUNITY_LINKS.instagram,
    icon: <InstagramIcon fontSize="small" />,
  },
  {
    label: 'TikTok',
    href: COMMUNITY_LINKS.tiktok,
    icon: <MusicNoteIcon fontSize="small" />,
  },
  {
    label: 'YouTube',
    href: COMMUNITY_LINKS.youtube,
    icon: <YouTubeIcon fontSize="small" />,
  },
  {
    label: 'Facebook',
    href: COMMUNITY_LINKS.facebook,
    icon: <FacebookIcon fontSize="small" />,
  },
];

/** Props that open an external link safely in a new tab. */
export const newTabProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
