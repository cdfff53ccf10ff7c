import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Typography } from '@mui/material';
import type { FaqEntry } from '../faq-content';

/**
 * One question as a native disclosure (details/summary): keyboard and
 * screen-reader support come with the element, and find-in-page opens it.
 */
export function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <Box
      component="details"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          py: 2,
          cursor: 'pointer',
          listStyle: 'none',
          fontWeight: 700,
          fontSize: '1.05rem',
          borderRadius: 1,
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover': { color: 'primary.main' },
        }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {entry.question}
        </Box>
        <ExpandMoreIcon
          className="faq-chevron"
          aria-hidden="true"
          sx={{
            color: 'text.secondary',
            transition: 'transform 200ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      </Box>
      <Typography color="textSecondary" sx={{ pb: 2.5, pr: { sm: 5 } }}>
        {entry.answer}
      </Typography>
    </Box>
  );
}
