import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';

export const MORE_ACTIONS_LABEL = 'More actions';

interface ConversationMoreMenuProps {
  onEditName: () => void;
  onDelete: () => void;
}

/**
 * The header's less used actions behind one button on a narrow pane: rename and delete. A menu
 * the arrow keys, Enter and Escape drive; focus goes back to the button when it closes.
 */
export function ConversationMoreMenu({ onEditName, onDelete }: ConversationMoreMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconTooltip title={MORE_ACTIONS_LABEL}>
        <IconButton
          aria-label={MORE_ACTIONS_LABEL}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      </IconTooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={choose(onEditName)}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Edit nickname</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose(onDelete)} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Delete conversation</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
