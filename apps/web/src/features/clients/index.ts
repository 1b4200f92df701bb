// The clients feature's public surface: the app's routes import from here only.
export { AdminDashboard } from './components/admin-dashboard';
export { ClientsScreen } from './components/clients-screen';
export { type ClientPageDialogProps } from './components/client-page-dialog';
// What app/routes/screens composes with other features.
export { useClient } from './api/get-client';
export { ClientDataExport } from './components/client-data-export';
