import BookmarksIcon from '@mui/icons-material/Bookmarks';
import {
  Box,
  IconButton,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChatComposer } from '@/components/chat/chat-composer';
import {
  MESSAGE_LENGTH_TEXT,
  MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  NOTE_TEXT,
  SAVED_REPLY_TEXT,
  type SavedReplyView,
} from '@club/contracts';
import type { ConversationRef } from '../admin-inbox-types';
import { useAddConversationNoteMutation } from '../notes/notes-api';
import { errorText } from '@/api/error-text';
import { OPEN_SAVED_REPLIES_EVENT } from '../saved-replies/open-saved-replies';
import { useGetSavedRepliesQuery } from '../saved-replies/saved-replies-api';
import { SavedRepliesDialog } from '../saved-replies/saved-replies-dialog';
import {
  optionId,
  PICKER_ID,
  pickerKey,
  SavedReplyPicker,
} from '../saved-replies/saved-reply-picker';
import { matchingReplies, slashQueryOf } from '../saved-replies/saved-reply-search';

type Mode = 'reply' | 'note';

interface AdminComposerProps {
  conversation: ConversationRef;
  /** The customer's name, for the reply field's label. */
  name: string;
  /** The reply draft (the pane feeds it to the typing signal; the note draft stays here). */
  text: string;
  onTextChange: (text: string) => void;
  image: File | null;
  onImageChange: (image: File | null) => void;
  onSendReply: () => void;
  uploading: boolean;
  error?: string;
  onError: (error: string | undefined) => void;
  /** The "Request payment" control, beside the saved replies button. */
  requestPayment: ReactNode;
}

/**
 * The inbox's composer: a reply to the customer or a private note for the team, and saved
 * replies — typing `/` (or the button, or `openSavedReplies()`) opens a picker that the arrow
 * keys, Enter and Escape drive.
 */
export function AdminComposer({
  conversation,
  name,
  text,
  onTextChange,
  image,
  onImageChange,
  onSendReply,
  uploading,
  error,
  onError,
  requestPayment,
}: AdminComposerProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<Mode>('reply');
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [addNote, { isLoading: addingNote }] = useAddConversationNoteMutation();
  const [searching, setSearching] = useState<string | null>(null);
  const [dismissedDraft, setDismissedDraft] = useState<string | null>(null);
  const [chosen, setChosen] = useState({ query: '', index: 0 });
  const [managing, setManaging] = useState(false);

  const draft = mode === 'reply' ? text : note;
  const setDraft = mode === 'reply' ? onTextChange : setNote;
  const slashQuery = slashQueryOf(draft);
  const bySlash = searching === null && slashQuery !== null && dismissedDraft !== draft;
  const pickerOpen = searching !== null || bySlash;
  // Kept live from every admin's changes (saved_reply_changed / saved_reply_deleted).
  const { data: replies = [] } = useGetSavedRepliesQuery();
  const query = searching ?? slashQuery ?? '';
  const options = matchingReplies(replies, query);
  // The highlighted option belongs to the search it was picked in: a new search starts at the top.
  const active = chosen.query === query && chosen.index < options.length ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ query, index });

  const openSearch = useCallback(() => {
    setDismissedDraft(null);
    setSearching('');
  }, []);

  useEffect(() => {
    window.addEventListener(OPEN_SAVED_REPLIES_EVENT, openSearch);
    return () => window.removeEventListener(OPEN_SAVED_REPLIES_EVENT, openSearch);
  }, [openSearch]);

  const close = () => {
    if (bySlash) setDismissedDraft(draft);
    setSearching(null);
    inputRef.current?.focus();
  };

  const choose = (reply: SavedReplyView) => {
    setDraft(bySlash || !draft.trim() ? reply.content : `${draft.trimEnd()} ${reply.content}`);
    setSearching(null);
    setDismissedDraft(null);
    inputRef.current?.focus();
  };

  const sendNote = async () => {
    const content = note.trim();
    if (!content) return;
    try {
      await addNote({ ...conversation, content }).unwrap();
      setNote('');
      setNoteError(undefined);
    } catch (refused) {
      setNoteError(errorText(refused, 'The note was not saved. Please try again.'));
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (bySlash) pickerKey(event, options, active, setActive, choose, close);
  };

  const isNote = mode === 'note';
  return (
    <Box
      data-testid="admin-composer"
      sx={{
        position: 'relative',
        bgcolor: isNote ? 'rgba(255, 193, 7, 0.08)' : undefined,
        borderTop: isNote ? '2px dashed' : undefined,
        borderColor: 'warning.main',
      }}
    >
      {pickerOpen && (
        <SavedReplyPicker
          options={options}
          active={active}
          onActiveChange={setActive}
          onChoose={choose}
          onClose={close}
          onManage={() => {
            setSearching(null);
            setManaging(true);
          }}
          search={searching === null ? undefined : { value: searching, onChange: setSearching }}
        />
      )}
      {/* The note's hint goes below the controls when the row cannot hold it whole. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          rowGap: 0.25,
          px: 1,
          pt: { xs: 0.5, md: 0.75 },
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: Mode | null) => {
            if (!next) return;
            setMode(next);
            setSearching(null);
          }}
          aria-label="Write a reply or a private note"
          sx={{ '& .MuiToggleButton-root': { whiteSpace: 'nowrap', py: { xs: 0.25, md: '7px' } } }}
        >
          <ToggleButton value="reply">{NOTE_TEXT.replyMode}</ToggleButton>
          <ToggleButton value="note">{NOTE_TEXT.noteMode}</ToggleButton>
        </ToggleButtonGroup>
        <Tooltip title={`${SAVED_REPLY_TEXT.open} (/)`}>
          <IconButton
            size="small"
            aria-label={SAVED_REPLY_TEXT.open}
            aria-haspopup="listbox"
            aria-expanded={pickerOpen}
            onClick={() => (searching === null ? openSearch() : close())}
          >
            <BookmarksIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {requestPayment}
        {isNote && (
          <Typography
            variant="caption"
            sx={{ color: 'warning.main', flex: '1 1 12rem', minWidth: 0 }}
          >
            {NOTE_TEXT.hint}
          </Typography>
        )}
      </Box>
      <ChatComposer
        text={draft}
        onTextChange={(value) => {
          setDraft(value);
          if (value !== dismissedDraft) setDismissedDraft(null);
        }}
        image={isNote ? null : image}
        onImageChange={onImageChange}
        onSend={() => (isNote ? void sendNote() : onSendReply())}
        busy={isNote ? addingNote : uploading}
        error={isNote ? noteError : error}
        onError={isNote ? setNoteError : onError}
        inputRef={inputRef}
        inputLabel={isNote ? NOTE_TEXT.inputLabel : `Reply to ${name}`}
        placeholder={isNote ? NOTE_TEXT.placeholder : 'Type your reply... (/ for saved replies)'}
        attachable={!isNote}
        sendLabel={isNote ? NOTE_TEXT.send : 'Send message'}
        maxLength={isNote ? NOTE_MAX_LENGTH : MESSAGE_MAX_LENGTH}
        tooLongText={isNote ? MESSAGE_LENGTH_TEXT.noteTooLong : MESSAGE_LENGTH_TEXT.tooLong}
        onInputKeyDown={onInputKeyDown}
        inputAttributes={{
          // Stays a textbox (its name and role are how everyone finds it); these tie it to the picker.
          'aria-controls': bySlash ? PICKER_ID : undefined,
          'aria-autocomplete': 'list',
          'aria-activedescendant':
            bySlash && options[active] ? optionId(options[active]) : undefined,
        }}
      />
      <SavedRepliesDialog open={managing} onClose={() => setManaging(false)} />
    </Box>
  );
}
