import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, fullName, lastSeenText, packageSummary } from '../member-format';
import { MemberChips } from './member-chips';
import { memberHref, type MemberListProps } from './members-table';

/** The members as cards, for a phone: one column, nothing wider than the screen. */
export function MemberCards({ members }: MemberListProps) {
  return (
    <Stack component="ul" aria-label="Members" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {members.map((member) => {
        const packages = packageSummary(member);
        return (
          <Card component="li" key={member.id} data-testid="member-row" variant="outlined">
            <CardActionArea component={RouterLink} to={memberHref(member.id)}>
              <CardContent sx={{ display: 'grid', gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {member.username}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {member.email}
                </Typography>
                {fullName(member) && <Typography variant="body2">{fullName(member)}</Typography>}
                <MemberChips member={member} />
                {packages.length > 0 && (
                  <Typography variant="body2">{packages.join(', ')}</Typography>
                )}
                <Typography variant="body2" color="text.secondary">
                  Member since {formatDay(member.memberSince)} · Last seen {lastSeenText(member)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
