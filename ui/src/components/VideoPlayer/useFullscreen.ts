import { useCallback, useEffect, useState } from 'react';

/** Whether this browser can show an element full screen (iPhone Safari, for one, cannot). */
const fullscreenSupported = () => typeof HTMLElement !== 'undefined' && 'requestFullscreen' in HTMLElement.prototype;

/**
 * Full screen for one element: `[elementRef, fullscreen]`, the element's (callback) ref and whether the browser has
 * full screen, whether the element is full screen now, and a toggle.
 */
export function useFullscreen<Element extends HTMLElement>(): [
  elementRef: (element: Element | null) => void,
  fullscreen: { supported: boolean; active: boolean; toggle: () => void },
] {
  const [element, setElement] = useState<Element | null>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!element) return;
    const sync = () => setActive(document.fullscreenElement === element);
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [element]);

  const toggle = useCallback(() => {
    if (!element) return;
    // Refused (a frame without `allow="fullscreen"`, no user gesture): the player simply stays where it is.
    const request = document.fullscreenElement === element ? document.exitFullscreen() : element.requestFullscreen();
    request.catch(() => {});
  }, [element]);

  return [setElement, { supported: fullscreenSupported(), active, toggle }];
}
