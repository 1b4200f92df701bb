// The users feature's public surface: the app's routes import from here only.
export { UsersScreen } from './components/users-screen';
