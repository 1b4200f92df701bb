// The my-page feature's public surface (the owner's own page and tags): routes and other features import from here.
export { PublicProfileScreen } from './components/public-profile-screen';
export { MyPageEditorScreen } from './components/my-page-editor-screen';
export { OwnerTagLinks } from './components/owner-tag-links';
