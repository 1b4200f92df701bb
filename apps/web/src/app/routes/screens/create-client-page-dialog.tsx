import { type ClientPageDialogProps } from '@/features/clients';
import { CreatePageDialog } from '@/features/pages';

/**
 * 'Criar página' of a client card: the pages' 'Nova Página' dialog with that client chosen and its name as the title.
 * A client without a profile yet is sent by its account's id; the server gives it its primary profile with the page.
 */
export function CreateClientPageDialog({ client, onClose }: ClientPageDialogProps) {
  return (
    <CreatePageDialog
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      preset={client ? { profileId: client.id, title: client.name || client.user.name } : undefined}
    />
  );
}
