import EditIcon from '@mui/icons-material/Edit';
import { IconButton } from '@mui/material';
import { IconTooltip } from '@/components/icon-tooltip';

interface RenameButtonProps {
  editing: boolean;
  onClick: () => void;
  disabled?: boolean;
}

/** The header button that shows or hides the change-name strip. */
export function RenameButton({ editing, onClick, disabled }: RenameButtonProps) {
  return (
    <IconTooltip title="Change name">
      <IconButton
        aria-label="Change name"
        aria-expanded={editing}
        onClick={onClick}
        disabled={disabled}
        size="small"
      >
        <EditIcon fontSize="small" />
      </IconButton>
    </IconTooltip>
  );
}
