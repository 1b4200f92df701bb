// The photos feature's public surface: the screens that show a profile's photos import from here.
export { LazyPhotoGallery as PhotoGallery } from './components/lazy-photo-gallery';
