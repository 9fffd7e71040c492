/**
 * An `<img>` of a stored listing photo (one address, or its widths: src/domain/photos.ts). With
 * widths it gets `srcset` and the caller's `sizes`, so the browser downloads the narrowest file
 * that fills the drawn box on this screen (a 96 px thumbnail takes the 480 px file, never the
 * 1600 px one). React sets srcset before src, so no width is fetched twice.
 */
import type { ImgHTMLAttributes } from 'react';
import { photoSources } from '@/domain/photos';

export interface StoredPhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes'
> {
  /** The entry of `photos` (or a conversation's listingPhoto). */
  entry: string;
  /** How wide the image is drawn, as the `sizes` attribute says it ("96px", "100vw"...). */
  sizes: string;
  alt: string;
}

export function StoredPhoto({ entry, sizes, alt, ...rest }: StoredPhotoProps) {
  const { src, srcSet } = photoSources(entry);
  return <img {...rest} srcSet={srcSet} sizes={srcSet ? sizes : undefined} src={src} alt={alt} />;
}
