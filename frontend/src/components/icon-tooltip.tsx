import Tooltip from '@mui/material/Tooltip';
import type { ReactElement, Ref } from 'react';

interface IconTooltipProps {
  /** The button's accessible name, shown as its tooltip (after the theme's 700 ms). */
  title: string;
  /** One icon-only button (it must hold a ref). */
  children: ReactElement<{ ref?: Ref<HTMLElement>; disabled?: boolean }>;
}

/**
 * A tooltip for an icon-only button. It is there from the first render: wrapping the button later
 * would mount it anew, and a click held until the page's code runs would then be lost.
 */
export function IconTooltip({ title, children }: IconTooltipProps) {
  // A disabled button gets no pointer events, so no tooltip (an empty title shows none).
  return <Tooltip title={children.props.disabled ? '' : title}>{children}</Tooltip>;
}
