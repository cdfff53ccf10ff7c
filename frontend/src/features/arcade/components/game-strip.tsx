import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useState } from 'react';
import { ARCADE_GAMES, GAME_STRIP_LOOP_SECONDS } from '../arcade-games';
import { GameTile } from './game-tile';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * The fourteen games gliding past in an endless loop: the list is drawn twice
 * and moved by half its width. It stops while hovered or focused, on request,
 * and entirely for visitors who prefer reduced motion (the games then wrap
 * onto several rows instead).
 */
export function GameStrip() {
  const [stopped, setStopped] = useState(false);

  return (
    <Box>
      <Box
        role="region"
        aria-label="Arcade games"
        tabIndex={0}
        data-testid="game-strip"
        sx={{
          overflow: 'hidden',
          borderRadius: 3,
          maskImage: 'linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent)',
          '&:hover .game-strip-track, &:focus-within .game-strip-track': {
            animationPlayState: 'paused',
          },
          '@media (prefers-reduced-motion: reduce)': { maskImage: 'none' },
        }}
      >
        <Box
          component="ul"
          className="game-strip-track"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            width: 'max-content',
            animation: `${scroll} ${GAME_STRIP_LOOP_SECONDS}s linear infinite`,
            animationPlayState: stopped ? 'paused' : 'running',
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              width: 'auto',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: 2,
            },
          }}
        >
          {[...ARCADE_GAMES, ...ARCADE_GAMES].map((game, index) => {
            const copy = index >= ARCADE_GAMES.length;
            return (
              <Box
                component="li"
                key={`${game.id}-${copy ? 'copy' : 'main'}`}
                aria-hidden={copy || undefined}
                sx={{
                  pr: 2,
                  '@media (prefers-reduced-motion: reduce)': {
                    pr: 0,
                    display: copy ? 'none' : 'block',
                  },
                }}
              >
                <GameTile game={game} />
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box
        sx={{
          mt: 2,
          textAlign: 'center',
          '@media (prefers-reduced-motion: reduce)': { display: 'none' },
        }}
      >
        <Button
          color="secondary"
          onClick={() => setStopped((value) => !value)}
          startIcon={stopped ? <PlayArrowIcon /> : <PauseIcon />}
        >
          {stopped ? 'Play game strip' : 'Pause game strip'}
        </Button>
      </Box>
    </Box>
  );
}
