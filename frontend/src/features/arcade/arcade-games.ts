export interface ArcadeGame {
  id: string;
  name: string;
  image: string;
}

const game = (id: string, name: string): ArcadeGame => ({
  id,
  name,
  image: `/media/arcade/${id}.svg`,
});

/** The fourteen games of the strip (SPEC §2, arcade page), in the order shown. */
export const ARCADE_GAMES: ArcadeGame[] = [
  game('space-slots', 'Space Slots'),
  game('cosmic-dice', 'Cosmic Dice'),
  game('rocket-crash', 'Rocket Crash'),
  game('galactic-flip', 'Galactic Flip'),
  game('asteroid-mines', 'Asteroid Mines'),
  game('space-limbo', 'Space Limbo'),
  game('dragon-spire', 'Dragon Spire'),
  game('cosmic-keno', 'Cosmic Keno'),
  game('cosmic-plinko', 'Cosmic Plinko'),
  game('blackjack', 'Blackjack'),
  game('phoenix-roulette', 'Phoenix Roulette'),
  game('cosmic-forest', 'Cosmic Forest'),
  game('galactic-hilo', 'Galactic HILO'),
  game('67-game', '67 Game'),
];

/** SPEC §9: one full loop of the strip takes 25 s. */
export const GAME_STRIP_LOOP_SECONDS = 25;
