import { DEFAULT_SITE_SETTINGS } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SiteFooter } from './site-footer';

function renderFooter() {
  renderWithProviders(<SiteFooter settings={DEFAULT_SITE_SETTINGS} />);
  return screen.getByRole('contentinfo');
}

describe('SiteFooter', () => {
  it('states play money only and links the support pages', () => {
    const footer = renderFooter();

    expect(footer).toHaveTextContent('Play Money Only - No Real Funds');
    for (const [name, href] of [
      ['FAQ', '/faq'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookies'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("opens the club's community links in a new tab, safely", () => {
    const footer = renderFooter();

    for (const [name, href] of [
      ['Discord', DEFAULT_SITE_SETTINGS.discordUrl],
      ['Telegram', DEFAULT_SITE_SETTINGS.telegramUrl],
      ['Instagram', DEFAULT_SITE_SETTINGS.instagramUrl],
      ['TikTok', DEFAULT_SITE_SETTINGS.tiktokUrl],
      ['YouTube', DEFAULT_SITE_SETTINGS.youtubeUrl],
      ['Facebook', DEFAULT_SITE_SETTINGS.facebookUrl],
    ]) {
      const link = within(footer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
