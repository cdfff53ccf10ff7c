import { alpha, createTheme } from '@mui/material/styles';

const gold = '#f5b841';
const cyan = '#22d3ee';
const violet = '#8b5cf6';
const navy = '#070b1f';
const panel = '#0f1533';

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
  '"Noto Color Emoji"',
].join(',');

const focusRing = `2px solid ${cyan}`;

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: gold, contrastText: '#1a1200' },
    secondary: { main: cyan, contrastText: '#001a20' },
    info: { main: violet },
    error: { main: '#f43f5e', dark: '#9f1239', contrastText: '#fff' },
    background: { default: navy, paper: panel },
    text: { primary: '#eef1ff', secondary: '#a9b1d6' },
    divider: alpha('#a9b1d6', 0.16),
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { fontWeight: 700, textTransform: 'none', letterSpacing: '0.01em' },
    overline: { fontWeight: 700, letterSpacing: '0.16em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 80 },
        body: {
          minHeight: '100vh',
          backgroundColor: navy,
          backgroundImage: [
            `radial-gradient(1200px 600px at 85% -10%, ${alpha(violet, 0.22)}, transparent 60%)`,
            `radial-gradient(900px 500px at -10% 20%, ${alpha(cyan, 0.1)}, transparent 60%)`,
          ].join(','),
          backgroundAttachment: 'fixed',
        },
        ':focus-visible': { outline: focusRing, outlineOffset: 2 },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: focusRing, outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      styleOverrides: {
        root: {
          borderRadius: 999,
          paddingInline: 20,
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                backgroundImage: `linear-gradient(135deg, #ffd978, ${gold} 45%, #e09a1b)`,
                boxShadow: `0 8px 24px ${alpha(gold, 0.25)}`,
                '&:hover': { boxShadow: `0 10px 32px ${alpha(gold, 0.4)}` },
                '&.Mui-disabled': { backgroundImage: 'none' },
              },
            },
          ],
        },
      },
    },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
      },
    },
    MuiCard: {
      styleOverrides: {
        root: {
          backgroundColor: alpha(panel, 0.8),
          border: `1px solid ${alpha('#a9b1d6', 0.14)}`,
        },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
    },
    MuiTab: {
      styleOverrides: {
        root: { fontWeight: 700, textTransform: 'none', fontSize: '1rem' },
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiTooltip: {
      // SPEC §2 Notifications: tooltips open after 700 ms, the next one too.
      defaultProps: { enterDelay: 700, enterNextDelay: 700 },
    },
  },
});
