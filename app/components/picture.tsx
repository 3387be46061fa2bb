import type { ImageRef } from "../db/media/media.server.ts";

export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

function srcSet(image: ImageRef, format: ImageRef["variants"][number]["format"]): string {
  return image.variants
    .filter((v) => v.format === format)
    .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
    .join(", ");
}

/**
 * The largest JPEG variant up to `maxWidth`, for share cards and feeds, and with no limit for
 * "full size" and "download" links: never the original, whose camera metadata the media route
 * does not hand out (decision 0009).
 */
export function imageUrlFor(image: ImageRef, maxWidth = 1280): string {
  const jpegs = image.variants.filter((v) => v.format === "jpeg").sort((a, b) => a.width - b.width);
  const fit = jpegs.filter((v) => v.width <= maxWidth).at(-1) ?? jpegs[0];
  return mediaUrl(fit ? fit.key : image.original);
}

/**
 * A responsive image: AVIF and WebP with a JPEG fallback, cropped around its focal point, intrinsic size to avoid layout shift, a blurred
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
  const style = {
    objectPosition: `${Math.round(image.focal.x * 100)}% ${Math.round(image.focal.y * 100)}%`,
    ...(image.placeholder
      ? { backgroundImage: `url(${image.placeholder})`, backgroundSize: "cover" }
      : {}),
  };
  const avif = srcSet(image, "avif");
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
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
