import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadOnMount } from './load-on-mount';

const Menu = ({ label }: { label: string }) => <p>{label}</p>;

describe('loadOnMount', () => {
  it('renders nothing until its code is there, then the component', async () => {
    const Lazy = loadOnMount(() => Promise.resolve(Menu));
    render(<Lazy label="Join Our Community" />);
    expect(screen.queryByText('Join Our Community')).toBeNull();
    expect(await screen.findByText('Join Our Community')).toBeInTheDocument();
  });

  it('shows in the same render once preloaded, loading the code once', async () => {
    const load = vi.fn(() => Promise.resolve(Menu));
    const Lazy = loadOnMount(load);
    await act(() => Lazy.preload());
    render(<Lazy label="Join Our Community" />);
    expect(screen.getByText('Join Our Community')).toBeInTheDocument();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
