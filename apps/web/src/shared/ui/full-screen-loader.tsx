import { useLayoutEffect, useSyncExternalStore } from 'react';
import { removeServerDrawnOverlay } from '../first-screen';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** Above the app bar and the drawer (MUI's drawer is 1200). */
const Z_INDEX = 1202;

/**
 * Full-screen overlay with a spinner (dashboard entry): a dimmed screen and a white ring drawn as
 * MUI's indeterminate CircularProgress is (40 px, the same arc and timing), made of plain
 * elements with SVG animation rather than MUI's Backdrop, Fade and CircularProgress. It is on
 * the way to every dashboard page's first screen, and those made one commit of styles and
 * transition effects of about 60 ms at 4x CPU slowdown. Still with reduced motion.
 */
export function FullScreenLoader({ open }: { open: boolean }) {
  const still = useSyncExternalStore(subscribeMotion, prefersReducedMotion);
  // The overlay the server drew over a dashboard page's frame (first-screen-frames.ts) hands over
  // to this one in the same commit: never two dimmed layers, never none.
  useLayoutEffect(() => {
    if (open) removeServerDrawnOverlay();
  }, [open]);
  if (!open) return null;
  return (
    <div
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: Z_INDEX,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: 'rgba(0, 0, 0, 0.5)',
        color: '#fff',
        WebkitTapHighlightColor: 'transparent',
      }}
    >
      <svg role="progressbar" aria-label="Cargando" width={40} height={40} viewBox="22 22 44 44" style={{ display: 'block' }}>
        <g>
          {!still && <animateTransform attributeName="transform" type="rotate" from="0 44 44" to="360 44 44" dur="1.4s" repeatCount="indefinite" />}
          <circle cx={44} cy={44} r={20.2} fill="none" stroke="currentColor" strokeWidth={3.6} strokeDasharray="80 200" strokeDashoffset={0}>
            {!still && (
              <>
                <animate attributeName="stroke-dasharray" values="1 200;100 200;100 200" keyTimes="0;0.5;1" dur="1.4s" calcMode="spline" keySplines="0.4 0 0.2 1;0.4 0 0.2 1" repeatCount="indefinite" />
                <animate attributeName="stroke-dashoffset" values="0;-15;-126" keyTimes="0;0.5;1" dur="1.4s" calcMode="spline" keySplines="0.4 0 0.2 1;0.4 0 0.2 1" repeatCount="indefinite" />
              </>
            )}
          </circle>
        </g>
      </svg>
    </div>
  );
}
