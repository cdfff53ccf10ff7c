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
import {
  useResetMemberTwoFactorMutation,
  useSetMemberRoleMutation,
  useSetMemberStatusMutation,
} from '../members-api';

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

function twoFactorResetAction(member: MemberDetailView): Action {
  return {
    kind: 'member_two_factor_reset',
    label: MEMBERS_PAGE_TEXT.resetTwoFactor,
    confirm: MEMBERS_PAGE_TEXT.resetTwoFactorConfirm(member.username),
    danger: true,
  };
}

/**
 * Make admin / remove admin, disable / enable and, while it is on, reset two-factor, each after a
 * confirmation. An admin's own account offers none of removal, disabling or the reset: another
 * admin has to, or the Security page (the server says the same).
 */
export function MemberActions({ member, adminId }: { member: MemberDetailView; adminId: string }) {
  const [pending, setPending] = useState<Action>();
  const [setRole, roleState] = useSetMemberRoleMutation();
  const [setStatus, statusState] = useSetMemberStatusMutation();
  const [resetTwoFactor, twoFactorState] = useResetMemberTwoFactorMutation();
  const toast = useToast();
  const own = member.id === adminId;
  const states = [roleState, statusState, twoFactorState];
  const busy = states.some((state) => state.isLoading);
  const role = roleAction(member);
  const status = statusAction(member);
  const ownRefusal = [
    ...(member.role === 'admin' ? [MEMBER_TEXT.ownRole] : []),
    ...(member.status === 'active' ? [MEMBER_TEXT.ownAccount] : []),
    ...(member.twoFactorEnabled ? [MEMBER_TEXT.ownTwoFactor] : []),
  ];

  function request({ kind }: Action) {
    const { id } = member;
    if (kind === 'member_made_admin' || kind === 'member_admin_removed')
      return setRole({ id, role: kind === 'member_made_admin' ? 'admin' : 'user' });
    if (kind === 'member_two_factor_reset') return resetTwoFactor(id);
    return setStatus({ id, status: kind === 'member_disabled' ? 'disabled' : 'active' });
  }

  async function run(action: Action) {
    const result = await request(action);
    if ('error' in result) return;
    setPending(undefined);
    toast({ title: MEMBERS_PAGE_TEXT.done[action.kind], description: member.username });
  }

  const failed = pending && states.find((state) => state.error)?.error;
  const button = (action: Action, ownBlocked: boolean) => (
    <Button
      variant={action.danger ? 'outlined' : 'contained'}
      color={action.danger ? 'error' : 'primary'}
      disabled={ownBlocked || busy}
      onClick={() => {
        states.forEach((state) => state.reset());
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
        {member.twoFactorEnabled && button(twoFactorResetAction(member), own)}
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
