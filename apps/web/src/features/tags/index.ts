// The tags feature's public surface: the app's routes (and other features) import from here only.
export { TagsScreen } from './components/tags-screen';
export { BraceletsScreen } from './components/bracelets/bracelets-screen';
export { TagBatchesScreen } from './components/batches/tag-batches-screen';
export { UserDashboard } from './components/user/user-dashboard';
export { ClaimFromLink } from './components/user/claim-from-link';
export { MyTagsScreen, type MyTagsLostMode } from './components/user/my-tags-screen';
export { AssignDialog } from './components/assign/assign-dialog';
export { MetaEditorDialog } from './components/meta-editor/meta-editor-dialog';
export { TagStatusBadge } from './components/tag-status-badge';
// Calls other features need (the owner's tags on the profile screens, the client edit screen's assign dialog).
export { useMyTags } from './api/get-my-tags';
export { useUserTags } from './api/get-user-tags';
export { useUnassignedTags } from './api/get-unassigned-tags';
export { findTagByCode } from './api/find-tag-by-code';
export { useAssignBracelet } from './api/assign-bracelet';
// What app/routes/screens composes with other features.
export { AssignTagDialog } from './components/user/assign-tag-dialog';
export { useTag } from './api/get-tag';
export { useTagHistory } from './api/get-tag-history';
export { type TagScope } from './lib/tag-scope';
export { tagSubtitle } from './lib/tag-display';
export { TagEventList } from './components/tag-event-list';
export { TagServiceBadge } from './components/tag-service-badge';
export { TagAssignmentCard } from './components/tag-edit/tag-assignment-card';
export { TagEditForm } from './components/tag-edit/tag-edit-form';
export { ActivationCodeCard } from './components/tag-edit/activation-code-card';
export { useLinkTagProfile } from './api/link-tag-profile';
