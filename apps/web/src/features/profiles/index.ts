// The profiles feature's public surface (an account's several profiles: people, pets, equipment): routes and other
// features import from here.
export { useMyProfiles, myProfilesQueryOptions } from './api/get-my-profiles';
export { useClientProfiles, clientProfilesQueryOptions } from './api/get-client-profiles';
