import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';

type TooltipComponent = ComponentType<Pick<TooltipProps, 'title' | 'children'>>;

// MUI's Tooltip brings Popper (about 12 KB gzipped): pages render their icon buttons bare and wrap
// them once that code has arrived, when the browser is idle after the page has loaded.
let Tooltip: TooltipComponent | undefined;
let scheduled = false;
const listeners = new Set<() => void>();
/** Tooltips whose button had the focus when it was mounted anew. */
const lostFocus = new Set<string>();

function loadTooltip() {
  void import('@mui/material/Tooltip').then((module) => {
    Tooltip = module.default;
    for (const listener of listeners) listener();
  });
}

function scheduleLoad() {
  if (scheduled) return;
  scheduled = true;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(loadTooltip, { timeout: 2000 });
    } else setTimeout(loadTooltip, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') void ref(value);
  else if (ref) ref.current = value;
}

interface IconTooltipProps {
  /** The button's accessible name, shown as its tooltip (after the theme's 700 ms). */
  title: string;
  /** One icon-only button (it must hold a ref). */
  children: ReactElement<{ ref?: Ref<HTMLElement>; disabled?: boolean }>;
}

/**
 * A tooltip for an icon-only button. Until the tooltip's code is there the button renders bare;
 * wrapping it then mounts the button anew, so it gets its focus back if it had it.
 */
export function IconTooltip({ title, children }: IconTooltipProps) {
  useEffect(scheduleLoad, []);
  // Hydration renders the bare button, as the pre-rendered page did.
  const ready = useSyncExternalStore(
    subscribe,
    () => Tooltip !== undefined,
    () => false,
  );

  const id = useId();
  const childRef = children.props.ref;
  const ref = useCallback(
    (node: HTMLElement) => {
      if (lostFocus.delete(id)) node.focus();
      setRef(childRef, node);
      return () => {
        if (node === document.activeElement) lostFocus.add(id);
        setRef(childRef, null);
      };
    },
    [id, childRef],
  );

  const child = cloneElement(children, { ref });
  if (!ready || !Tooltip) return child;
  // A disabled button gets no pointer events, so no tooltip (an empty title shows none).
  return <Tooltip title={children.props.disabled ? '' : title}>{child}</Tooltip>;
}
