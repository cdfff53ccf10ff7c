import { ButtonBase } from '@mui/material';
import { alpha, styled } from '@mui/material/styles';

/**
 * IconButton's look on ButtonBase, for the icon buttons of the first load:
 * IconButton's sizes, edges and loading state would add about 1.3 KB gzipped.
 */
export const RoundIconButton = styled(ButtonBase)(({ theme }) => ({
  flex: '0 0 auto',
  padding: 8,
  borderRadius: '50%',
  fontSize: theme.typography.pxToRem(24),
  color: theme.palette.action.active,
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': {
    backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
}));
