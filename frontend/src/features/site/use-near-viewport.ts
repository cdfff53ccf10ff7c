import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on):
 * lets below-the-fold parts load their code only when the visitor gets close.
 * Without IntersectionObserver it is true at once; on the server it is false,
 * as in any browser that has one, so pre-rendered markup hydrates as it is.
 */
export function useNearViewport<Element extends HTMLElement>(margin = '600px') {
  const ref = useRef<Element>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && !('IntersectionObserver' in window),
  );

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry.isIntersecting) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  return { ref, near };
}
