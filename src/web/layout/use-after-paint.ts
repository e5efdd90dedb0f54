// For a part of a page that need not be in its first paint (the brochure's thumbnails and neighbouring
// slides beside its first slide, the film's sources behind its poster): false until the frame that
// shows the rest of the page (from `ready` on) has been painted. What that part fetches is then
// requested after that paint instead of beside it, where it competed with the page's own first paint
// on a slow phone (Lighthouse counts every request that ends before the paint as one it waited for).
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint(ready = true): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A frame's callbacks run before it is painted; a task queued from one runs after it. As a
    // transition, what then renders (the thumbnails, the film's sources) yields to the browser every few
    // milliseconds instead of blocking it in one long task (Lighthouse's total blocking time).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
