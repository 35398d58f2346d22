import { Suspense, startTransition, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { afterFirstFrames } from '../../shared/after-first-frames';

interface Props {
  /** The section's heading, shown (as the same level-2 heading) while its form is not mounted yet. */
  title: string;
  /** Roughly the mounted section's height, so the page below does not jump when it arrives. */
  minHeight: { xs: number; md: number };
  children: ReactNode;
}

/**
 * A profile section below the first screen: its heading and a box of about its size are drawn
 * with the page, and its form (a lazily loaded module, with the date pickers or the catalogue
 * autocompletes) is mounted as a transition once the browser is idle after the first paint, or
 * earlier when it scrolls near the screen. Every field is there shortly after the page is drawn;
 * the first screen just does not wait for them.
 */
export function DeferredSection({ title, minHeight, children }: Props) {
  const [mounted, setMounted] = useState(false);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    const cancel = afterFirstFrames(mount);
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
