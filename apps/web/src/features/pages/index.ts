// The pages feature's public surface: other features and the app's routes import from here only.
export { PagesScreen } from './components/pages-screen';
export { CreatePageDialog } from './components/create-page-dialog';
export { PageEditor } from './components/page-editor/page-editor';
export { usePage, pageQueryOptions } from './api/get-page';
export { usePages } from './api/get-pages';
export { useUpdatePage } from './api/update-page';
export { buildPageSaveBody, pageSharedFields, pageToEditorValues, type PageEditorValues } from './lib/page-form';
export { themeFromForm } from './lib/theme';
