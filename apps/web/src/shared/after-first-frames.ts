/** Runs `task` once the browser is idle after the next two frames (the screen is on display); returns the cancel. */
export function afterFirstFrames(task: () => void, timeout = 1500): () => void {
  let idle = 0;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      frame = 0;
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout }) : window.setTimeout(task, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}
