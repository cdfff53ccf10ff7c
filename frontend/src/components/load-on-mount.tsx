import { useEffect, useState, type ComponentType } from 'react';
import { loadChunk } from '@/lib/load-chunk';

/** A component whose code loads on its first mount, or earlier when asked to. */
export type LoadOnMount<Props extends object> = ComponentType<Props> & {
  /** Loads the code now (at idle, before the visitor needs it), so a later mount shows at once. */
  preload: () => Promise<void>;
};

/**
 * Like lazy(), for parts most visits never show (a menu, a toast): the code
 * loads when the component first mounts, which renders nothing until then.
 * Not lazy() and Suspense, because React holds content that replaces a
 * fallback back for up to 300 ms; these show as soon as their code is there.
 * A load that fails after every retry (see loadChunk) renders nothing; the next mount tries again.
 */
export function loadOnMount<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LoadOnMount<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= loadChunk(load).then(
      (component) => {
        Loaded = component;
      },
      () => {
        loading = undefined;
      },
    );
    return loading;
  };

  function LoadOnMount(props: Props) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      void preload().then(() => {
        if (mounted && Loaded) setReady(true);
      });
      return () => {
        mounted = false;
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(LoadOnMount, { preload });
}
