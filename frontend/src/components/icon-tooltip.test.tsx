import { ThemeProvider } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { IconTooltip } from './icon-tooltip';
import { RoundIconButton } from './round-icon-button';

describe('IconTooltip', () => {
  it('opens after the theme’s 700 ms, keeps the focus and the ref when its code arrives', async () => {
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({
      enterDelay: 700,
      enterNextDelay: 700,
    });
    const ref = createRef<HTMLButtonElement>();
    render(
      <ThemeProvider theme={theme}>
        <IconTooltip title="Open menu">
          <RoundIconButton ref={ref} aria-label="Open menu">
            x
          </RoundIconButton>
        </IconTooltip>
      </ThemeProvider>,
    );
    const bare = screen.getByRole('button', { name: 'Open menu' });
    expect(ref.current).toBe(bare);
    bare.focus();

    // The tooltip's code arrives once the page has loaded: the button is mounted anew.
    await waitFor(() => expect(bare.isConnected).toBe(false));
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveFocus();
    expect(ref.current).toBe(button);

    button.blur();
    await userEvent.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Open menu');
  });
});
