// The profiles feature's public surface (an account's several profiles: people, pets, equipment): routes and other
// features import from here.
export { useMyProfiles, myProfilesQueryOptions } from './api/get-my-profiles';
export { useClientProfiles, clientProfilesQueryOptions } from './api/get-client-profiles';
export { useMyProfile } from './api/get-my-profile';
export { useMyProfilePage } from './api/get-my-profile-page';
export { useSaveProfilePage } from './api/save-profile-page';
export { ProfilesCard } from './components/profiles-card';
export { ProfileFormDialog } from './components/profile-form-dialog';
export { OWNER_SCOPE, type ProfileScope } from './lib/scope';
// A profile's fields (medical info, contacts, personal data, address, toggles, each kind's own): the profile dialog,
// the page editor and the new client dialog render them.
export { MedicalInfoFields } from './components/medical-info-fields';
export { EmergencyContactsFields } from './components/emergency-contacts-fields';
export {
  EquipmentFields,
  PersonalDataFields,
  PetFields,
  ProfilePrivacyFields,
} from './components/profile-details-fields';
// The form pieces' values, schemas and converters (every export of these two files is part of the profile's form).
export * from './lib/profile-details';
export * from './lib/medical-contacts';
