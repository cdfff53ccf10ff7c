import { Box, Button, Typography } from '@mui/material';
import { MESSAGE_LENGTH_TEXT } from '@club/contracts';
import { useSettledValue } from '@/hooks/use-settled-value';
import type { MessageLength } from '@/lib/chat/message-length';
import { visuallyHidden } from '../visually-hidden';

/** Screen readers hear the count once the writer pauses, not at every key. */
const SPOKEN_AFTER_MS = 1000;

interface MessageLengthNoticeProps {
  length: MessageLength;
  /** Why a text over the limit cannot be sent ("Messages can be up to …; remove N."). */
  tooLongText: (max: number, excess: number) => string;
  /** The id the text field is described by. */
  id: string;
  onSelectExcess: () => void;
}

/**
 * Under a composer near its limit: the count ("3,712 / 4,000"), and over it, in the error
 * colour, why Send is disabled, with a button that selects the part beyond the limit.
 */
export function MessageLengthNotice({
  length,
  tooLongText,
  id,
  onSelectExcess,
}: MessageLengthNoticeProps) {
  const { count, max, excess, counted } = length;
  const over = excess > 0;
  const reason = over ? tooLongText(max, excess) : undefined;
  const spoken = useSettledValue(
    counted ? (reason ?? MESSAGE_LENGTH_TEXT.spoken(count, max)) : '',
    SPOKEN_AFTER_MS,
  );
  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {spoken}
      </Box>
      {counted && (
        <Box
          data-testid="message-length"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            px: 1.5,
            pt: 0.5,
            color: over ? 'error.main' : 'text.secondary',
          }}
        >
          {over && (
            <>
              <Typography id={id} variant="caption" sx={{ fontWeight: 700 }}>
                {reason}
              </Typography>
              <Button
                size="small"
                color="error"
                onClick={onSelectExcess}
                sx={{ py: 0, px: 0.5, ml: -0.5 }}
              >
                {MESSAGE_LENGTH_TEXT.selectExcess}
              </Button>
            </>
          )}
          <Typography
            id={over ? undefined : id}
            variant="caption"
            aria-hidden={over}
            sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums', fontWeight: over ? 700 : 400 }}
          >
            {MESSAGE_LENGTH_TEXT.counter(count, max)}
          </Typography>
        </Box>
      )}
    </>
  );
}
