// The pages feature's public surface: other features and the app's routes import from here only.
export { PagesScreen } from './components/pages-screen';
export { CreatePageDialog } from './components/create-page-dialog';
export { PageEditor } from './components/page-editor/page-editor';
export { MedicalInfoFields } from './components/medical-info-fields';
export { EmergencyContactsFields } from './components/emergency-contacts-fields';
export { SlugInput } from './components/slug-input';
export {
  EquipmentFields,
  PersonalDataFields,
  PetFields,
  ProfilePrivacyFields,
} from './components/profile-details-fields';
export {
  checkProfileDetails,
  EMPTY_PROFILE_DETAILS,
  profileDetailsField,
  profileDetailsFromForm,
  profileDetailsSchema,
  profileDetailsToForm,
  type ProfileDetailsValues,
} from './lib/profile-details';
export { usePage, pageQueryOptions } from './api/get-page';
export { useUpdatePage } from './api/update-page';
export { buildPageSaveBody, pageToEditorValues, type PageEditorValues } from './lib/page-form';
export { themeFromForm } from './lib/theme';
export {
  contactsFromForm,
  contactsToForm,
  contactRowSchema,
  EMPTY_CONTACT,
  EMPTY_MEDICAL_FORM,
  medicalFormSchema,
  medicalFromForm,
  medicalToForm,
  joinCommaList,
  type ContactRow,
  type MedicalContactsValues,
  type MedicalForm,
} from './lib/profile-form';
