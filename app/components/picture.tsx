import type { ImageRef } from "../db/media.server.ts";

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

function srcSet(image: ImageRef, format: "webp" | "jpeg"): string {
  return image.variants
    .filter((v) => v.format === format)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
    .join(", ");
}

/** The largest JPEG variant up to `maxWidth`, for share cards and feeds. */
export function imageUrlFor(image: ImageRef, maxWidth = 1280): string {
  const jpegs = image.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  const fit = jpegs.filter((v) => v.width <= maxWidth).at(-1) ?? jpegs[0];
  return mediaUrl(fit ? fit.key : image.original);
}

/**
 * A responsive image: WebP with a JPEG fallback, intrinsic size to avoid layout shift, a blurred
 * placeholder behind it, lazy below the fold.
 */
export function Picture({
  image,
  sizes,
  eager = false,
  className,
  alt,
}: {
  image: ImageRef;
  sizes: string;
  eager?: boolean;
  className?: string;
  alt?: string;
}) {
  const style = image.placeholder
    ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" }
    : undefined;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
      <img
        className={className}
        src={imageUrlFor(image, 960)}
        srcSet={srcSet(image, "jpeg")}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        fetchPriority={eager ? "high" : undefined}
        style={style}
      />
    </picture>
  );
}
