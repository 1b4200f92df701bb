// The integrations feature's public surface (issue 45): 'Minha conta' → 'Integrações', composed by app/routes/account.tsx.
export { IntegrationsSection } from './components/integrations-section';
