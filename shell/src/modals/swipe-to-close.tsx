import { useRef, type ReactNode, type TouchEvent } from 'react';

export const SWIPE_CLOSE_RATIO = 0.1;
export const FLICK_MS = 300;
const FLICK_MIN_PX = 30;

/** Whether a downward swipe closes: beyond 10% of the modal's height, or flicked faster than 300 ms. */
export function shouldCloseOnSwipe(distance: number, height: number, durationMs: number): boolean {
  if (distance <= 0) return false;
  return distance > height * SWIPE_CLOSE_RATIO || (durationMs < FLICK_MS && distance > FLICK_MIN_PX);
}

/** On touch screens a modal closes when swiped down. */
export function SwipeToClose({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const start = useRef<{ y: number; t: number; height: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const onTouchStart = (event: TouchEvent) => {
    const content = box.current?.closest('.mantine-Modal-content, [data-swipe-box]') as HTMLElement | null;
    start.current = { y: event.touches[0].clientY, t: Date.now(), height: content?.offsetHeight ?? window.innerHeight };
  };
  const onTouchMove = (event: TouchEvent) => {
    if (!start.current) return;
    const content = box.current?.closest('.mantine-Modal-content, [data-swipe-box]') as HTMLElement | null;
    const distance = event.touches[0].clientY - start.current.y;
    if (content && distance > 0) content.style.transform = `translateY(${distance}px)`;
  };
  const onTouchEnd = (event: TouchEvent) => {
    if (!start.current) return;
    const content = box.current?.closest('.mantine-Modal-content, [data-swipe-box]') as HTMLElement | null;
    const distance = event.changedTouches[0].clientY - start.current.y;
    const close = shouldCloseOnSwipe(distance, start.current.height, Date.now() - start.current.t);
    if (content) content.style.transform = '';
    start.current = null;
    if (close) onClose();
  };

  return (
    <div ref={box} onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd}>
      {children}
    </div>
  );
}
