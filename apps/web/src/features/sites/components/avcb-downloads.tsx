import { FileDown } from 'lucide-react';
import { AVCB_TEXTS, type Site } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notifyHttpError } from '@/lib/notifications/notify';
import { useDownloadAvcbReport, type AvcbTarget } from '../api/download-avcb';

/** A site row's 'Relatório AVCB': the PDF and the Excel file, each downloaded with the session's token. */
export function AvcbDownloads({ site }: { site: Site }) {
  const download = useDownloadAvcbReport();
  const pending = download.isPending ? download.variables?.format : undefined;
  const get = (format: AvcbTarget['format']) =>
    download.mutate(
      { siteId: site.id, siteName: site.name, format },
      { onError: (error) => notifyHttpError(error, AVCB_TEXTS.downloadFailed) },
    );
  return (
    <div
      className="-ml-2 mt-1 flex flex-wrap items-center gap-1"
      role="group"
      aria-label={`${AVCB_TEXTS.title} de ${site.name}`}
    >
      <span className="ml-2 text-xs font-medium text-slate-600">{AVCB_TEXTS.title}:</span>
      {(['pdf', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="ghost"
          size="sm"
          loading={pending === format}
          disabled={download.isPending && pending !== format}
          aria-label={`${AVCB_TEXTS.title} de ${site.name} (${format === 'pdf' ? AVCB_TEXTS.pdf : AVCB_TEXTS.excel})`}
          onClick={() => get(format)}
        >
          <FileDown className="h-4 w-4" aria-hidden /> {format === 'pdf' ? AVCB_TEXTS.pdf : AVCB_TEXTS.excel}
        </Button>
      ))}
    </div>
  );
}
