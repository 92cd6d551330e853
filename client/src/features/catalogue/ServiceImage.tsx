import { Image, type ImageProps } from '@mantine/core';

export const FALLBACK_IMAGE = '/images/fallback.svg';

interface ServiceImageProps extends Omit<ImageProps, 'src'> {
  src: string | null | undefined;
  alt: string;
  sizes?: string;
  /** In the first screen: loaded at once and first (it is often the page's largest paint). */
  eager?: boolean;
}

/**
 * A lazy image (or an eager one in the first screen) with the fallback picture when there is none or it
 * fails to load. Its height is always set by the caller, so it never moves what follows when it loads.
 */
export function ServiceImage({
  src,
  alt,
  sizes = '(max-width: 48em) 100vw, 33vw',
  eager,
  ...rest
}: ServiceImageProps) {
  return (
    <Image
      src={src || FALLBACK_IMAGE}
      fallbackSrc={FALLBACK_IMAGE}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      sizes={sizes}
      width={640}
      height={400}
      {...rest}
    />
  );
}
