import { MEMBER_TEXT, MEMBERS_PAGE_TEXT, type MemberDetailView } from '@club/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { errorText } from '@/api/error-text';
import { useToast } from '@/components/toast/use-toast';
import { useSetMemberRoleMutation, useSetMemberStatusMutation } from '../members-api';

interface Action {
  kind: keyof typeof MEMBERS_PAGE_TEXT.done;
  label: string;
  confirm: string;
  danger: boolean;
}

function roleAction(member: MemberDetailView): Action {
  return member.role === 'admin'
    ? {
        kind: 'member_admin_removed',
        label: MEMBERS_PAGE_TEXT.removeAdmin,
        confirm: MEMBERS_PAGE_TEXT.removeAdminConfirm(member.username),
        danger: true,
      }
    : {
        kind: 'member_made_admin',
        label: MEMBERS_PAGE_TEXT.makeAdmin,
        confirm: MEMBERS_PAGE_TEXT.makeAdminConfirm(member.username),
        danger: false,
      };
}

function statusAction(member: MemberDetailView): Action {
  return member.status === 'active'
    ? {
        kind: 'member_disabled',
        label: MEMBERS_PAGE_TEXT.disable,
        confirm: MEMBERS_PAGE_TEXT.disableConfirm(member.username),
        danger: true,
      }
    : {
        kind: 'member_enabled',
        label: MEMBERS_PAGE_TEXT.enable,
        confirm: MEMBERS_PAGE_TEXT.enableConfirm(member.username),
        danger: false,
      };
}

/**
 * Make admin / remove admin and disable / enable, each after a confirmation. An admin's own
 * account offers neither removal nor disabling: another admin has to (the server says the same).
 */
export function MemberActions({ member, adminId }: { member: MemberDetailView; adminId: string }) {
  const [pending, setPending] = useState<Action>();
  const [setRole, roleState] = useSetMemberRoleMutation();
  const [setStatus, statusState] = useSetMemberStatusMutation();
  const toast = useToast();
  const own = member.id === adminId;
  const busy = roleState.isLoading || statusState.isLoading;
  const role = roleAction(member);
  const status = statusAction(member);
  const ownRefusal = [
    ...(member.role === 'admin' ? [MEMBER_TEXT.ownRole] : []),
    ...(member.status === 'active' ? [MEMBER_TEXT.ownAccount] : []),
  ];

  async function run(action: Action) {
    const { id } = member;
    const request =
      action.kind === 'member_made_admin' || action.kind === 'member_admin_removed'
        ? setRole({ id, role: action.kind === 'member_made_admin' ? 'admin' : 'user' })
        : setStatus({ id, status: action.kind === 'member_disabled' ? 'disabled' : 'active' });
    const result = await request;
    if ('error' in result) return;
    setPending(undefined);
    toast({ title: MEMBERS_PAGE_TEXT.done[action.kind], description: member.username });
  }

  const failed = pending && (roleState.error ?? statusState.error);
  const button = (action: Action, ownBlocked: boolean) => (
    <Button
      variant={action.danger ? 'outlined' : 'contained'}
      color={action.danger ? 'error' : 'primary'}
      disabled={ownBlocked || busy}
      onClick={() => {
        roleState.reset();
        statusState.reset();
        setPending(action);
      }}
    >
      {action.label}
    </Button>
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {button(role, own && role.kind === 'member_admin_removed')}
        {button(status, own && status.kind === 'member_disabled')}
      </Stack>
      {own &&
        ownRefusal.map((text) => (
          <Typography key={text} variant="body2" color="text.secondary">
            {text}
          </Typography>
        ))}
      <Dialog open={!!pending} onClose={() => !busy && setPending(undefined)} maxWidth="xs">
        {pending && (
          <>
            <DialogTitle>{pending.label}</DialogTitle>
            <DialogContent>
              <DialogContentText>{pending.confirm}</DialogContentText>
              {failed && (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorText(failed)}
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setPending(undefined)} disabled={busy}>
                {MEMBERS_PAGE_TEXT.cancel}
              </Button>
              <Button
                variant="contained"
                color={pending.danger ? 'error' : 'primary'}
                onClick={() => void run(pending)}
                disabled={busy}
              >
                {pending.label}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  );
}
