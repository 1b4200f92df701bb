import { Printer } from 'lucide-react';
import { LOST_TEXTS, type Tag } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useDownloadPoster } from '../api/download-poster';
import type { LostScope } from '../api/set-lost';

const POSTER_FAILED = 'Erro ao gerar o cartaz. Tente novamente.';

/** 'Imprimir cartaz': the lost poster PDF (photo, message, QR code), downloaded with the session's token. */
export function PosterButton({ tag, scope }: { tag: Pick<Tag, 'id' | 'code'>; scope: LostScope }) {
  const download = useDownloadPoster();
  return (
    <Button
      variant="secondary"
      loading={download.isPending}
      onClick={() =>
        download.mutate(
          { scope, id: tag.id, code: tag.code },
          { onError: (error) => notifyHttpError(error, POSTER_FAILED) },
        )
      }
    >
      <Printer className="h-4 w-4" aria-hidden /> {LOST_TEXTS.posterButton}
    </Button>
  );
}
