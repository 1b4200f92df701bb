// The account feature's public surface ('Minha conta', issue 23): the app's routes import from here only.
export { AccountScreen } from './components/account-screen';
export { TwoFactorSetupScreen } from './components/two-factor-setup-screen';
