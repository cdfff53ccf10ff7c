import { holdEarlyInput, replayEarlyInput } from './boot/early-input';
import { canWaitForVisitor, onFirstInteraction } from './boot/hydration-trigger';
import { onAppLoadFailed } from './boot/load-failure';
import { preloadAppCodeAfterLoad } from './boot/preload-app-code';
import { loadChunk } from './lib/load-chunk';

/**
 * The page's only script at first. A pre-rendered public page shows in full without code, so
 * for a visitor without a session its code runs at their first touch, key, scroll or mouse
 * move (it is fetched ahead once the page has loaded); what they clicked or typed meanwhile is
 * handed to the app once it has hydrated. Everybody else gets the app at once.
 */
const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const startApp = () => loadChunk(() => import('./main')).then((main) => main.startApp(root));
const failed = (error: unknown) => onAppLoadFailed(root, error);

if (!root.hasChildNodes()) {
  startApp().catch(failed);
} else {
  // A page starts at the top or at its anchor, also when reloaded, as the app's pages do: the
  // browser must not put it back where it was scrolled before the app is there to decide.
  history.scrollRestoration = 'manual';
  if (!location.hash && window.scrollY > 0) window.scrollTo(0, 0);
  // What the visitor does to the pre-rendered page before the app runs is answered once it does.
  const earlyInput = holdEarlyInput();
  const hydrate = () => void startApp().then(() => replayEarlyInput(earlyInput), failed);
  if (canWaitForVisitor(root)) {
    const cancelPreload = preloadAppCodeAfterLoad();
    onFirstInteraction(() => {
      cancelPreload();
      hydrate();
    });
  } else {
    hydrate();
  }
}
