import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Box, Button, Drawer, IconButton, useMediaQuery } from '@mui/material';
import { useState, type ReactNode } from 'react';
import type { AdminConversationView } from '@club/contracts';
import { IconTooltip } from '@/components/icon-tooltip';
import { refOf } from '../admin-inbox-types';
import { CustomerPanel, type OpenConversation } from './customer-panel';

/** From this width the customer panel sits beside the thread; below it opens from a button. */
export const CUSTOMER_PANEL_BESIDE_QUERY = '(min-width:1280px)';
const PANEL_WIDTH = { xs: 264, xl: 300 };

/**
 * The open conversation with its customer panel beside it or behind a button; `children` gets
 * that button (null when the panel is beside) to place in the conversation's header.
 */
export function CustomerPanelLayout({
  conversation,
  onOpenConversation,
  children,
}: {
  conversation: AdminConversationView;
  onOpenConversation: OpenConversation;
  children: (opener: ReactNode) => ReactNode;
}) {
  const beside = useMediaQuery(CUSTOMER_PANEL_BESIDE_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const ref = refOf(conversation);

  return (
    <Box sx={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {children(
          beside ? null : (
            <IconTooltip title="Customer details">
              <IconButton
                aria-label="Customer details"
                aria-expanded={open}
                aria-controls="customer-details-drawer"
                onClick={() => setOpen(true)}
              >
                <PersonOutlineIcon />
              </IconButton>
            </IconTooltip>
          ),
        )}
      </Box>
      {beside ? (
        <Box
          sx={{
            width: PANEL_WIDTH,
            flexShrink: 0,
            borderLeft: 1,
            borderColor: 'divider',
            display: 'flex',
            flexDirection: 'column',
            minHeight: 0,
          }}
        >
          <CustomerPanel conversation={ref} onOpenConversation={onOpenConversation} />
        </Box>
      ) : (
        <Drawer
          anchor="right"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{
            paper: { id: 'customer-details-drawer', sx: { width: 'min(340px, 90vw)' } },
          }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1, pb: 0 }}>
            <Button size="small" onClick={() => setOpen(false)}>
              Close
            </Button>
          </Box>
          <CustomerPanel
            conversation={ref}
            onOpenConversation={(other) => {
              setOpen(false);
              onOpenConversation(other);
            }}
          />
        </Drawer>
      )}
    </Box>
  );
}
