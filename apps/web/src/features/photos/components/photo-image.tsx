import { useState, type ImgHTMLAttributes } from 'react';
import { ImageOff } from 'lucide-react';
import { photoSrc, type Photo, type PhotoSize } from '@portal/shared';
import { photoPlaceholderDataUrl } from '@portal/shared/public-page';
import { cn } from '@/lib/utils';

/**
 * A stored photo as a real <img>: width/height from its metadata (no jump while it loads), lazy and async decoding,
 * the cache-busting v= (photoSrc) and its ThumbHash as a blurred background until the image arrives.
 */
export function PhotoImage({
  photo,
  size = 'medium',
  alt = '',
  className,
  ...props
}: { photo: Photo; size?: PhotoSize; alt?: string; className?: string } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
>) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const placeholder = state === 'loading' ? photoPlaceholderDataUrl(photo.placeholder) : null;
  if (state === 'failed') {
    return (
      <span
        className={cn('flex items-center justify-center bg-slate-100 text-slate-400', className)}
        role="img"
        aria-label={alt || undefined}
      >
        <ImageOff className="h-6 w-6" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={photoSrc(photo, size)}
      alt={alt}
      width={photo.metadata?.width}
      height={photo.metadata?.height}
      loading="lazy"
      decoding="async"
      className={cn('bg-slate-100 bg-cover bg-center', className)}
      style={placeholder ? { backgroundImage: `url("${placeholder}")` } : undefined}
      onLoad={() => setState('loaded')}
      onError={() => setState('failed')}
      {...props}
    />
  );
}
