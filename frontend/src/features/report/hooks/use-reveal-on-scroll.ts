import { useEffect, useRef, useState } from 'react';

/** SPEC §4: report sections appear once 10% of them is in view. */
export const revealThreshold = 0.1;

/**
 * Returns a ref and whether the element has been seen. Without IntersectionObserver (old
 * browsers, jsdom) everything is visible at once so that no content can stay hidden.
 */
export function useRevealOnScroll<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return { ref, visible };
}
