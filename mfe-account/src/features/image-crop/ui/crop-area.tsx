import { useElementSize } from '@bc/shared/mantine';
import { useRef, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageTransform, panBy, zoomTo, type Crop, type ImageSize } from '../lib/crop';
import classes from './image-crop.module.css';

const KEY_STEP = 10;
const ZOOM_STEP = 0.1;

/** The square viewport: drag (mouse, touch or arrow keys) to position, wheel or +/- to zoom. */
export function CropArea({
  src,
  image,
  crop,
  onChange,
}: {
  src: string;
  image: ImageSize;
  crop: Crop;
  onChange: (crop: Crop) => void;
}) {
  const { t } = useTranslation('account');
  const { ref, width: viewport } = useElementSize();
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);
  const { x, y, scale } = imageTransform(crop, image, viewport || 1);

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = drag.current;
    if (!last || last.id !== event.pointerId || !viewport) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    onChange(panBy(crop, image, viewport, event.clientX - last.x, event.clientY - last.y));
  };
  const pointerUp = () => {
    drag.current = null;
  };
  const wheel = (event: WheelEvent<HTMLDivElement>) => {
    onChange(zoomTo(crop, image, crop.zoom * (event.deltaY < 0 ? 1 + ZOOM_STEP : 1 - ZOOM_STEP)));
  };
  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    if (move && viewport) {
      event.preventDefault();
      onChange(panBy(crop, image, viewport, move[0], move[1]));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      onChange(zoomTo(crop, image, crop.zoom + ZOOM_STEP * 2));
    } else if (event.key === '-') {
      event.preventDefault();
      onChange(zoomTo(crop, image, crop.zoom - ZOOM_STEP * 2));
    }
  };

  return (
    <div
      ref={ref}
      className={classes.viewport}
      tabIndex={0}
      role="group"
      aria-roledescription={t('crop.area')}
      aria-label={t('crop.instructions')}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerUp}
      onPointerCancel={pointerUp}
      onWheel={wheel}
      onKeyDown={keyDown}
      data-testid="crop-area"
    >
      {viewport > 0 && (
        <img
          src={src}
          alt=""
          draggable={false}
          className={classes.image}
          style={{
            width: image.width,
            height: image.height,
            transform: `translate(${x}px, ${y}px) scale(${scale})`,
          }}
        />
      )}
      <div className={classes.mask} aria-hidden />
    </div>
  );
}
