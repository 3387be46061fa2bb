import { useState } from "react";
import type { MediaSummary } from "../../domain/media/media-library.server.ts";

/**
 * The point crops keep in view: click the image to place it, or type percentages (the fields
 * alone work without JavaScript and by keyboard).
 */
export function FocalPoint({
  media,
  focal,
  errors,
}: {
  media: MediaSummary;
  focal: { x: number; y: number };
  errors: Partial<Record<string, string>>;
}) {
  const [point, setPoint] = useState(focal);
  const src = media.thumbnail ?? media.placeholder;
  return (
    <fieldset className="focal-point">
      <legend>จุดโฟกัสของภาพ (ใช้เมื่อภาพถูกครอปในการ์ดและภาพปก)</legend>
      {src ? (
        <button
          type="button"
          className="focal-image"
          aria-label="คลิกบนภาพเพื่อวางจุดโฟกัส หรือกรอกตัวเลขด้านล่าง"
          onClick={(e) => {
            if (e.detail === 0) return;
            const box = e.currentTarget.getBoundingClientRect();
            setPoint({
              x: Math.round(((e.clientX - box.left) / box.width) * 100),
              y: Math.round(((e.clientY - box.top) / box.height) * 100),
            });
          }}
        >
          <img
            src={src}
            alt=""
            width={media.width ?? undefined}
            height={media.height ?? undefined}
          />
          <span className="focal-marker" style={{ left: `${point.x}%`, top: `${point.y}%` }} />
        </button>
      ) : null}
      <div className="focal-fields">
        {(["x", "y"] as const).map((axis) => {
          const name = axis === "x" ? "focalX" : "focalY";
          return (
            <div className="field" key={axis} data-invalid={errors[name] ? true : undefined}>
              <label htmlFor={`field-${name}`}>{axis === "x" ? "จากซ้าย (%)" : "จากบน (%)"}</label>
              <input
                id={`field-${name}`}
                name={name}
                type="number"
                min={0}
                max={100}
                value={point[axis]}
                onChange={(e) => setPoint({ ...point, [axis]: Number(e.currentTarget.value) })}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={errors[name] ? `field-${name}-error` : undefined}
              />
              {errors[name] ? (
                <p id={`field-${name}-error`} className="field-error">
                  {errors[name]}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
