import type { CommunityLinkField, SiteSettingsView } from '@club/contracts';
import FacebookIcon from '@mui/icons-material/Facebook';
import ForumIcon from '@mui/icons-material/Forum';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import TelegramIcon from '@mui/icons-material/Telegram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { ReactElement } from 'react';

/** The club's community links, from its settings. */
export type CommunityLinks = Pick<SiteSettingsView, CommunityLinkField>;

interface CommunityChannel {
  label: string;
  href: string;
  icon: ReactElement;
}

/** Where support is offered besides the chat widget. */
export function supportChannels(links: CommunityLinks): CommunityChannel[] {
  return [
    { label: 'Discord', href: links.discordUrl, icon: <ForumIcon fontSize="small" /> },
    { label: 'Telegram', href: links.telegramUrl, icon: <TelegramIcon fontSize="small" /> },
  ];
}

export function socialChannels(links: CommunityLinks): CommunityChannel[] {
  return [
    ...supportChannels(links),
    { label: 'Instagram', href: links.instagramUrl, icon: <InstagramIcon fontSize="small" /> },
    { label: 'TikTok', href: links.tiktokUrl, icon: <MusicNoteIcon fontSize="small" /> },
    { label: 'YouTube', href: links.youtubeUrl, icon: <YouTubeIcon fontSize="small" /> },
    { label: 'Facebook', href: links.facebookUrl, icon: <FacebookIcon fontSize="small" /> },
  ];
}

/** Props that open an external link safely in a new tab. */
export const newTabProps = {
  target: '_blank',
  rel: 'noopener noreferrer',
} as const;
