// The profiles feature's public surface (an account's several profiles: people, pets, equipment): routes and other
// features import from here.
export { useMyProfiles, myProfilesQueryOptions } from './api/get-my-profiles';
export { useClientProfiles, clientProfilesQueryOptions } from './api/get-client-profiles';
export { useMyProfile } from './api/get-my-profile';
export { useMyProfilePage } from './api/get-my-profile-page';
export { useSaveProfilePage } from './api/save-profile-page';
export { ProfilesCard } from './components/profiles-card';
export { ProfileFormDialog } from './components/profile-form-dialog';
export { ProfilePinCard } from './components/profile-pin-card';
export { OWNER_SCOPE, type ProfileScope } from './lib/scope';
export { PocketCardPanel } from './components/pocket-card-panel';
export { OpenAlertCard } from './components/open-alert-card';
