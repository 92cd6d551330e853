import { Image, type ImageProps } from '@mantine/core';

export const FALLBACK_IMAGE = '/images/fallback.svg';

interface ServiceImageProps extends Omit<ImageProps, 'src'> {
  src: string | null | undefined;
  alt: string;
  sizes?: string;
  eager?: boolean;
}

/** A lazy image with the fallback picture when there is none or it fails to load. */
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
      decoding="async"
      sizes={sizes}
      width={640}
      height={400}
      {...rest}
    />
  );
}
