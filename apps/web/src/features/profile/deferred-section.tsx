import { Suspense, startTransition, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { onNextEngagement } from '../../shared/next-engagement';

interface Props {
  /** The section's heading, shown (as the same level-2 heading) while its form is not mounted yet. */
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
 * mounts, so focus order and find-in-page reach every field). A section nobody has reached yet
 * costs the phone nothing: mounting the three forms below the first screen at once was a single
 * task of about a second at a mid-range phone's speed, while the page was loading.
 */
export function DeferredSection({ title, minHeight, children }: Props) {
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    const cancel = onNextEngagement(mount);
    const element = ref.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && mount(), { rootMargin: '200px 0px' });
      observer.observe(element);
    }
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [mounted]);
  const placeholder = <Placeholder ref={ref} title={title} minHeight={minHeight} />;
  if (!mounted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

function Placeholder({ ref, title, minHeight }: { ref?: Ref<HTMLElement>; title: string; minHeight: Props['minHeight'] }) {
  const headingId = useId();
  return (
    <Paper ref={ref} component="section" aria-labelledby={headingId} aria-busy="true" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minHeight }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {title}
      </Typography>
    </Paper>
  );
}
