import { AdminDashboard as ClientsAdminDashboard, ClientsScreen as ClientsListScreen } from '@/features/clients';
import { CreateClientPageDialog } from './create-client-page-dialog';

/** The admin's dashboard: its client cards' 'Criar página' opens the pages' dialog. */
export function AdminDashboard() {
  return <ClientsAdminDashboard CreateClientPageDialog={CreateClientPageDialog} />;
}

/** The clients screen (/admin/clients): its client cards' 'Criar página' opens the pages' dialog. */
export function ClientsScreen() {
  return <ClientsListScreen CreateClientPageDialog={CreateClientPageDialog} />;
}
