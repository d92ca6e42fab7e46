interface PictureProps {
  src: string;
  /** The picture's own size: the browser keeps its place before it arrives (no layout shift). */
  width: number;
  height: number;
  className?: string;
  /** The page's main picture: asked for at once and first. Others wait until they are near. */
  priority?: boolean;
}

/**
 * A picture that only decorates (its text is beside it, so screen readers skip it), with its
 * dimensions always given and, unless it is the page's main one, loaded when it comes near.
 */
export function Picture({ src, width, height, className, priority = false }: PictureProps) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? undefined : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
