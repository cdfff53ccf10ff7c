import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { lazy, Suspense } from 'react';
import { IconTooltip } from '@/components/icon-tooltip';
import { RoundIconButton } from '@/components/round-icon-button';
import { loadChunk } from '@/lib/load-chunk';
import { GAME_LINKS } from './site-links';
import { useHeaderMenu } from './use-header-menu';

const LinkMenuList = lazy(() => loadChunk(() => import('./link-menu-list')));

const GAMES_MENU_LABEL = 'Games menu';

/**
 * The arrow beside the header's Games link (which scrolls to the landing page's games): a menu of
 * each game's page and the game chooser. The menu loads on first use.
 */
export function GamesMenu() {
  const menu = useHeaderMenu();

  return (
    <>
      <IconTooltip title={GAMES_MENU_LABEL}>
        <RoundIconButton
          {...menu.buttonProps}
          aria-label={GAMES_MENU_LABEL}
          sx={{ color: 'text.primary', ml: -0.5, p: 0.5, alignSelf: 'center' }}
        >
          <ExpandMoreIcon />
        </RoundIconButton>
      </IconTooltip>
      {menu.used && (
        <Suspense fallback={null}>
          <LinkMenuList
            id={menu.menuId}
            label="Games"
            anchor={menu.anchor}
            links={GAME_LINKS}
            onClose={menu.close}
          />
        </Suspense>
      )}
    </>
  );
}
