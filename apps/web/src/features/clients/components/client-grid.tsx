import type { ClientListItem } from '@portal/shared';
import { ClientCard } from './client-card';

export function ClientGrid({
  clients,
  onDelete,
  onCreatePage,
}: {
  clients: ClientListItem[];
  onDelete?: (client: ClientListItem) => void;
  /** 'Criar página' on the cards of clients without a page. */
  onCreatePage?: (client: ClientListItem) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {clients.map((client) => (
        <ClientCard
          key={client.id}
          client={client}
          onDelete={onDelete ? () => onDelete(client) : undefined}
          onCreatePage={onCreatePage ? () => onCreatePage(client) : undefined}
        />
      ))}
    </div>
  );
}
