import { Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SiteLink } from './site-links';

export interface LinkMenuListProps {
  id: string;
  /** The menu's accessible name. */
  label: string;
  anchor: HTMLElement | null;
  links: readonly SiteLink[];
  onClose: () => void;
  /** Items after the links (the account menu's Sign out). */
  children?: ReactNode;
}

/**
 * A header menu's popup of links (MUI's menu: arrow keys, Escape, focus back to its button). Each
 * item is a real link, so it also opens in a new tab. Loaded on first use: MUI's menu and popover
 * weigh about 16 KB gzipped.
 */
export default function LinkMenuList({
  id,
  label,
  anchor,
  links,
  onClose,
  children,
}: LinkMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {links.map(({ label: text, to }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose}>
          {text}
        </MenuItem>
      ))}
      {children}
    </Menu>
  );
}
