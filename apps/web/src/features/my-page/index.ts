// The my-page feature (the owner's own page): its calls and cards. The screens that combine it with the profiles,
// tags, photos and pages features are composed in app/routes/screens.
export { useMyPage } from './api/get-my-page';
export { useUpdateMyPage } from './api/update-my-page';
export { useCreateMyPage } from './api/create-my-page';
export { PublicPageCard } from './components/public-page-card';
export { TagLinksCard } from './components/tag-links-card';
