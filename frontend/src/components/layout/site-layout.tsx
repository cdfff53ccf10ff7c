import { Box } from '@mui/material';
import type { SiteSettingsView } from '@club/contracts';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toast/toaster';
import { SiteFooter } from './site-footer';
import { SiteScrollRestoration } from './site-scroll-restoration';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SiteLayoutProps {
  header: ReactNode;
  settings: SiteSettingsView;
  children: ReactNode;
}

/** Page frame: header, main content, footer and the notification region. */
export function SiteLayout({ header, settings, children }: SiteLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {header}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, outline: 'none' }}
      >
        {children}
      </Box>
      <SiteFooter settings={settings} />
      <Toaster />
      <SiteScrollRestoration />
    </Box>
  );
}
