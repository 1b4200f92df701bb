// The tags feature's public surface: the app's routes (and other features) import from here only.
export { TagsScreen } from './components/tags-screen';
export { BraceletsScreen } from './components/bracelets/bracelets-screen';
export { TagEditScreen } from './components/tag-edit/tag-edit-screen';
export { UserDashboard } from './components/user/user-dashboard';
export { MyTagsScreen } from './components/user/my-tags-screen';
export { AssignDialog } from './components/assign/assign-dialog';
export { MetaEditorDialog } from './components/meta-editor/meta-editor-dialog';
export { TagStatusBadge } from './components/tag-status-badge';
