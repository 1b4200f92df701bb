import type { Client } from '@portal/shared';
import { ClientCard } from './client-card';

export function ClientGrid({ clients, onDelete }: { clients: Client[]; onDelete?: (client: Client) => void }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {clients.map((client) => (
        <ClientCard key={client.id} client={client} onDelete={onDelete ? () => onDelete(client) : undefined} />
      ))}
    </div>
  );
}
