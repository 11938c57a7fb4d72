import { useEffect, type RefObject } from 'react';

/**
 * Tells the page that frames the widget how tall its content is: `postMessage({ type:
 * 'tidvis:height', height })` to the parent on every size change of `ref` (pixels, rounded up). Only the height is
 * sent, to any origin, as the framing site is not known; /embed.js on that page listens. Nothing when not framed.
 */
export function useEmbedHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.parent === window) return;
    const post = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      window.parent.postMessage({ type: 'tidvis:height', height }, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(element);
    post();
    return () => observer.disconnect();
  }, [ref]);
}
