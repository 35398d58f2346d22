import { Suspense, startTransition, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { afterFirstFrames } from '../../shared/after-first-frames';
import { onNextEngagement } from '../../shared/next-engagement';
import { SectionFrame, SectionFrameContext } from './profile-section';

interface Props {
  /** Runs before the form mounts (the page's heavy modules, evaluated one at a time). */
  prepare?: () => Promise<unknown>;
  /** The section's heading (level 2), drawn at once and kept when the form arrives. */
  title: string;
  /** Roughly the mounted section's height, so the page below does not jump when it arrives. */
  minHeight: { xs: number; md: number };
  children: ReactNode;
}

/**
 * A profile section that may lie below the first screen: its heading and a box of about its size
 * are drawn with the page, and its form (a lazily loaded module, with the date pickers or the
 * catalogue autocompletes) is mounted as a transition when the box is on (or near) the screen, or
 * as soon as the person scrolls or presses a key anywhere (Tab, End, Ctrl+F: every section then
 * mounts, so focus order and find-in-page reach every field), and in any case once the first
 * screen is on display and the browser is idle: a screen reader's virtual cursor or find-in-page
 * must never meet an empty box. Mounting the three forms below the first screen while the page was
 * loading was a single task of about a second at a mid-range phone's speed: they wait for the
 * first frames, and each mounts as a transition that a tap or a key interrupts.
 */
export function DeferredSection({ prepare, title, minHeight, children }: Props) {
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mounted) return;
    let live = true;
    const show = () => live && startTransition(() => setMounted(true));
    const mount = () => void (prepare ? prepare().then(show, show) : show());
    const cancel = onNextEngagement(mount);
    const cancelIdle = afterFirstFrames(mount);
    const element = ref.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && mount(), { rootMargin: '200px 0px' });
      observer.observe(element);
    }
    return () => {
      live = false;
      cancel();
      cancelIdle();
      observer?.disconnect();
    };
  }, [mounted, prepare]);
  const headingId = useId();
  // The box and the heading are this component's own, before and after the form arrives: the
  // section (ProfileSection, through the context) draws only its form inside them.
  return (
    <SectionFrame ref={ref} headingId={headingId} title={title} aria-busy={mounted ? undefined : true} sx={mounted ? undefined : { minHeight }}>
      {mounted && (
        <SectionFrameContext.Provider value>
          <Suspense fallback={<Box aria-busy="true" sx={{ minHeight: waitingHeight(minHeight) }} />}>{children}</Suspense>
        </SectionFrameContext.Provider>
      )}
    </SectionFrame>
  );
}

/** What is left of the box's height below its heading while the form's module is on its way. */
const waitingHeight = ({ xs, md }: Props['minHeight']) => ({ xs: Math.max(0, xs - 80), md: Math.max(0, md - 100) });
