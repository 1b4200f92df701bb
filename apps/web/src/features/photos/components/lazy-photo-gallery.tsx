import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The gallery, its viewer and upload dialog (and thumbhash) are their own chunk, fetched by the screens that show it.
const PhotoGallery = lazy(() => import('./photo-gallery').then((module) => ({ default: module.PhotoGallery })));

/** The photo gallery, loaded when a screen first shows it. */
export function LazyPhotoGallery(props: ComponentProps<typeof PhotoGallery>) {
  return (
    <Suspense fallback={<Spinner label="Carregando fotos..." />}>
      <PhotoGallery {...props} />
    </Suspense>
  );
}
