import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const LEAVE_QUESTION = 'You have unsaved changes. Leave this page and lose them?';

/** Asks before leaving the page (in the app or the browser) while there is something unsaved. */
export function useUnsavedChangesGuard(unsaved: boolean): void {
  const blocker = useBlocker(unsaved);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
