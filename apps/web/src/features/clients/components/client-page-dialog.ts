import type { ClientListItem } from '@portal/shared';

/** What a client card's 'Criar página' dialog receives: the client it opens for (null: closed), and how to close. */
export type ClientPageDialogProps = { client: ClientListItem | null; onClose: () => void };
