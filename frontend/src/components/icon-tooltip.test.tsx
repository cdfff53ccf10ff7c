import { ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { IconTooltip } from './icon-tooltip';
import { RoundIconButton } from './round-icon-button';

function renderButton(disabled = false) {
  const ref = createRef<HTMLButtonElement>();
  render(
    <ThemeProvider theme={theme}>
      <IconTooltip title="Open menu">
        <RoundIconButton ref={ref} aria-label="Open menu" disabled={disabled}>
          x
        </RoundIconButton>
      </IconTooltip>
    </ThemeProvider>,
  );
  return { ref, button: screen.getByRole('button', { name: 'Open menu' }) };
}

describe('IconTooltip', () => {
  it('shows the button’s name after the theme’s 700 ms and keeps the button’s ref', async () => {
    expect(theme.components?.MuiTooltip?.defaultProps).toMatchObject({
      enterDelay: 700,
      enterNextDelay: 700,
    });
    const { ref, button } = renderButton();
    expect(ref.current).toBe(button);

    await userEvent.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Open menu');
  });

  it('shows none on a disabled button', () => {
    const { button } = renderButton(true);
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Open menu');
  });
});
