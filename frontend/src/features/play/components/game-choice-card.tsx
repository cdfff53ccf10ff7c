import CheckIcon from '@mui/icons-material/CheckCircle';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useOpenSupportChat } from '@/features/chat-launcher/use-open-support-chat';
import { LabelPill } from '@/features/site/components/label-pill';
import type { GameChoice } from '../game-choices';

/**
 * One game of the chooser; Play Now opens the support chat for a deposit. The cards of a row are
 * one height and Play Now is last in each, so the buttons line up along the bottom however long
 * a title or its "More about" link runs.
 */
export function GameChoiceCard({ choice }: { choice: GameChoice }) {
  const openSupportChat = useOpenSupportChat();
  const titleId = `choice-${choice.game}-title`;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        component="img"
        src={choice.image}
        alt=""
        width={240}
        height={160}
        loading="lazy"
        decoding="async"
        sx={{ display: 'block', width: '100%', height: 180, objectFit: 'cover' }}
      />
      <Stack spacing={2} sx={{ p: 3, flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'start' }}
        >
          <Typography id={titleId} variant="h5" component="h2">
            {choice.title}
          </Typography>
          {choice.badge && <LabelPill label={choice.badge} />}
        </Stack>
        <Typography
          variant="overline"
          component="p"
          sx={{ color: 'secondary.main', lineHeight: 1.4 }}
        >
          {choice.platform}
        </Typography>
        <Typography color="textSecondary">{choice.description}</Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0, flexGrow: 1 }}>
          {choice.features.map((feature) => (
            <Stack
              component="li"
              key={feature}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
            >
              <CheckIcon fontSize="small" color="secondary" aria-hidden="true" />
              <Typography variant="body2">{feature}</Typography>
            </Stack>
          ))}
        </Stack>
        <Link
          component={RouterLink}
          to={choice.path}
          sx={{ alignSelf: 'center', fontWeight: 600, textAlign: 'center' }}
        >
          {`More about ${choice.title}`}
        </Link>
        <Button
          variant="contained"
          size="large"
          startIcon={<PlayArrowIcon />}
          aria-label={`Play Now: ${choice.title}`}
          onClick={() => openSupportChat({ flow: 'deposit', game: choice.game })}
        >
          Play Now
        </Button>
      </Stack>
    </Card>
  );
}
