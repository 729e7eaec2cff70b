import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

const TV = { width: 1920, height: 1080 };

/** Scale that fits a TV screen into the stage's width (never enlarged). */
function tvScale(availableWidth: number): number {
  if (!(availableWidth > 0)) return 0.5;
  return Math.min(1, availableWidth / TV.width);
}

/**
 * The sheet's iframe in a phone frame (412 × 915 CSS px) or a TV frame (1920 × 1080 laid out,
 * scaled down with a CSS transform to fit), with the host's navigation bar directly above it inside
 * the frame (the sheet keeps its full size).
 */
export function DeviceFrame(props: {
  tv: boolean;
  src: string;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** the host's native navigation bar, drawn above the sheet */
  navigation?: ReactNode;
}) {
  const stage = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const iframe = (
    <iframe ref={props.frameRef} title="Sheet" src={props.src} className="device__screen" />
  );

  if (!props.tv) {
    return (
      <div ref={stage} className="stage">
        <div className="device device--phone">
          {props.navigation}
          {iframe}
        </div>
      </div>
    );
  }
  const scale = tvScale(width - 32);
  return (
    <div ref={stage} className="stage">
      <div className="device device--tv" style={{ width: TV.width * scale }}>
        {props.navigation}
        <div
          className="device__tv-viewport"
          style={{ width: TV.width * scale, height: TV.height * scale }}
        >
          <div
            className="device__tv-screen"
            style={{ width: TV.width, height: TV.height, transform: `scale(${scale})` }}
          >
            {iframe}
          </div>
        </div>
      </div>
    </div>
  );
}
