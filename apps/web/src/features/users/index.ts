// The users feature's public surface: the app's routes import from here only.
export { UsersScreen } from './components/users-screen';
// The technicians of the maintenance log's filter (admins only; app/routes/screens composes them).
export { useUsers } from './api/get-users';
