// The account feature's public surface ('Minha conta', issue 23): the app's routes import from here only.
export { AccountScreen } from './components/account-screen';
export { TwoFactorSetupScreen } from './components/two-factor-setup-screen';
// The e-mailed links' pages (/convite, /confirmar-email), composed with the sign-in card in app/routes/screens.
export { AcceptInvitationForm } from './components/accept-invitation-form';
export { ConfirmEmailStatus } from './components/confirm-email-status';
export { ConfirmOpenAlertStatus } from './components/confirm-open-alert-status';
