// The tags feature's public surface: the app's routes (and other features) import from here only.
export { TagsScreen } from './components/tags-screen';
export { BraceletsScreen } from './components/bracelets/bracelets-screen';
export { TagEditScreen } from './components/tag-edit/tag-edit-screen';
export { UserDashboard } from './components/user/user-dashboard';
export { MyTagsScreen } from './components/user/my-tags-screen';
export { AssignDialog } from './components/assign/assign-dialog';
export { MetaEditorDialog } from './components/meta-editor/meta-editor-dialog';
export { TagStatusBadge } from './components/tag-status-badge';
// Calls other features need (the owner's tags on the profile screens, the client edit screen's assign dialog).
export { useMyTags } from './api/get-my-tags';
export { useUserTags } from './api/get-user-tags';
export { useUnassignedTags } from './api/get-unassigned-tags';
export { findTagByCode } from './api/find-tag-by-code';
export { useAssignBracelet } from './api/assign-bracelet';
