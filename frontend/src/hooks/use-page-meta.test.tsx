import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

describe('usePageMeta', () => {
  it('sets the document title and the meta description, follows changes and restores the description', () => {
    document.head.querySelectorAll('meta[name="description"]').forEach((meta) => meta.remove());
    const siteWide = document.createElement('meta');
    siteWide.name = 'description';
    siteWide.content = 'The club.';
    document.head.append(siteWide);
    const { rerender, unmount } = renderHook((meta) => usePageMeta(meta), {
      initialProps: { title: 'Poker on ClubGG', description: 'Play with the club.' },
    });
    expect(document.title).toBe('Poker on ClubGG | Play Money Club');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Play with the club.',
    );

    rerender({ title: 'FAQ', description: 'Answers.' });
    expect(document.title).toBe('FAQ | Play Money Club');
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Answers.',
    );

    unmount();
    expect(siteWide).toHaveAttribute('content', 'The club.');
    siteWide.remove();
  });
});
