// The clients feature's public surface: the app's routes import from here only.
export { AdminDashboard } from './components/admin-dashboard';
export { ClientsScreen } from './components/clients-screen';
export { ClientEditScreen } from './components/client-edit-screen';
