import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long to wait for a lazy page (and its data) to draw its heading. */
const WAIT_MS = 3000;

/**
 * After the path changes (a menu entry, a link), moves focus to the new page's <h1> inside the
 * container, so keyboard and screen-reader users start at the content and hear its title. The first
 * render and query-only changes (filters, pages of a list) leave focus where it is.
 */
export function useFocusHeadingOnNavigate(container: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = container.current;
    if (!root) return;
    let observer: MutationObserver | null = null;
    let timer = 0;
    const stop = () => {
      observer?.disconnect();
      window.clearTimeout(timer);
    };

    const focusHeading = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return true;
    };
    // A turn later, so a closing menu drawer has already given focus back to its button.
    timer = window.setTimeout(() => {
      if (focusHeading()) return;
      // The page module or its data is still loading: wait for the heading to appear.
      observer = new MutationObserver(() => {
        if (focusHeading()) stop();
      });
      observer.observe(root, { childList: true, subtree: true });
      timer = window.setTimeout(() => {
        stop();
        root.focus();
      }, WAIT_MS);
    }, 0);
    return stop;
  }, [pathname, container]);
}
