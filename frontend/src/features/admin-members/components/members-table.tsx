import type { MemberView } from '@club/contracts';
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, fullName, lastSeenText, packageSummary } from '../member-format';
import { MemberChips } from './member-chips';

export interface MemberListProps {
  members: MemberView[];
}

export const memberHref = (id: string) => `/admin/members/${id}`;

/** The members as a table, for wide screens. */
export function MembersTable({ members }: MemberListProps) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Members">
        <TableHead>
          <TableRow>
            <TableCell>Username</TableCell>
            <TableCell>E-mail</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Packages</TableCell>
            <TableCell>Member since</TableCell>
            <TableCell>Last seen</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id} data-testid="member-row">
              <TableCell>
                <Link component={RouterLink} to={memberHref(member.id)} sx={{ fontWeight: 600 }}>
                  {member.username}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{member.email}</TableCell>
              <TableCell>{fullName(member) ?? '—'}</TableCell>
              <TableCell>
                <MemberChips member={member} />
              </TableCell>
              <TableCell>
                <Typography variant="body2">{packageSummary(member).join(', ') || '—'}</Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(member.memberSince)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{lastSeenText(member)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
