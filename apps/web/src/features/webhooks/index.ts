/** Issue 45: the account's webhooks, mounted by 'Minha conta' → 'Integrações'. */
export { WebhooksSection } from './components/webhooks-section';
