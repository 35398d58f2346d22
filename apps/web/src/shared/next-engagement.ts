type Listener = () => void;

const listeners = new Set<Listener>();
const EVENTS = ['scroll', 'keydown'] as const;
const OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

function stopListening() {
  for (const event of EVENTS) window.removeEventListener(event, engage, OPTIONS);
}

function engage() {
  stopListening();
  const waiting = [...listeners];
  listeners.clear();
  for (const listener of waiting) listener();
}

/**
 * Runs `listener` once, when the person next moves through the page: a scroll (wheel, touch,
 * scrollbar, a screen reader bringing content into view) or a key press (Tab, End, Ctrl+F).
 * Returns the cancel.
 */
export function onNextEngagement(listener: Listener): () => void {
  if (listeners.size === 0) for (const event of EVENTS) window.addEventListener(event, engage, OPTIONS);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopListening();
  };
}
