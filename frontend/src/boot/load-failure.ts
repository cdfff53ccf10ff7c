import { PAGE_LOAD_FAILED_TEXT } from '@club/contracts';
import { ChunkLoadError } from '@/lib/load-chunk';
import { reloadForNewBuild } from '@/lib/reload-for-new-build';

const reloadPage = () => window.location.reload();

/**
 * When the app's own code did not arrive: the page loads again once (a deploy replaced the
 * code this page was built with); after that, a screen that says so, with a Retry button.
 */
export function onAppLoadFailed(root: HTMLElement, error: unknown, reload = reloadPage): void {
  console.error(error);
  if (error instanceof ChunkLoadError && reloadForNewBuild(reload)) return;
  showLoadFailure(root, reload);
}

/**
 * Drawn without the app (which is what failed to load), in the theme's colours: in place of an
 * empty page, or over the bottom of a pre-rendered one, which stays readable.
 */
export function showLoadFailure(root: HTMLElement, reload = reloadPage): void {
  const overPage = root.hasChildNodes();
  const panel = document.createElement('section');
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-labelledby', 'page-load-failed-heading');
  Object.assign(panel.style, {
    boxSizing: 'border-box',
    maxWidth: '36rem',
    margin: '0 auto',
    padding: '1.5rem 1rem',
    textAlign: 'center',
    fontFamily: 'system-ui, sans-serif',
    color: '#eef1ff',
    background: '#070b1f',
    ...(overPage
      ? { position: 'fixed', right: '0', bottom: '0', left: '0', zIndex: '2000' }
      : { paddingTop: '6rem' }),
  });

  const heading = document.createElement(overPage ? 'h2' : 'h1');
  heading.id = 'page-load-failed-heading';
  heading.textContent = PAGE_LOAD_FAILED_TEXT.heading;
  Object.assign(heading.style, { fontSize: overPage ? '1.25rem' : '2rem', margin: '0 0 0.75rem' });

  const body = document.createElement('p');
  body.textContent = PAGE_LOAD_FAILED_TEXT.body;
  Object.assign(body.style, { color: '#a9b1d6', lineHeight: '1.5', margin: '0 0 1.25rem' });

  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = PAGE_LOAD_FAILED_TEXT.retry;
  Object.assign(retry.style, {
    font: 'inherit',
    fontWeight: '700',
    minHeight: '44px',
    padding: '0.5rem 1.5rem',
    border: '0',
    borderRadius: '12px',
    color: '#1a1200',
    background: '#f5b841',
    cursor: 'pointer',
  });
  retry.addEventListener('click', () => reload());

  panel.append(heading, body, retry);
  if (overPage) root.after(panel);
  else root.append(panel);
  if (!overPage) retry.focus();
}
