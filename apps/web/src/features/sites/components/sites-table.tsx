import { Pencil, Trash2 } from 'lucide-react';
import { formatCnpj, SITE_TEXTS, type Site } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { AvcbDownloads } from './avcb-downloads';

/**
 * The sites, one per row: name and address, client, CNPJ, how many equipment tags, and the row's actions; the AVCB
 * report's PDF and Excel under the site's address (the widest column: no scrolling to reach them at 1366 px).
 */
export function SitesTable({
  sites,
  onEdit,
  onDelete,
}: {
  sites: Site[];
  onEdit: (site: Site) => void;
  onDelete: (site: Site) => void;
}) {
  return (
    <Table>
      <THead>
        <tr>
          <Th>{SITE_TEXTS.site}</Th>
          <Th>{SITE_TEXTS.client}</Th>
          <Th>CNPJ</Th>
          <Th className="text-right">{SITE_TEXTS.equipmentCount}</Th>
          <Th className="text-right">Ações</Th>
        </tr>
      </THead>
      <TBody>
        {sites.map((site) => (
          <Tr key={site.id}>
            <Td>
              <p className="font-medium text-slate-900">{site.name}</p>
              <p className="text-xs text-slate-500">{site.address}</p>
              <AvcbDownloads site={site} />
            </Td>
            <Td>
              <p className="text-slate-900">{site.clientName || site.clientEmail}</p>
              {site.clientName && <p className="text-xs text-slate-500">{site.clientEmail}</p>}
            </Td>
            <Td className="whitespace-nowrap font-mono text-xs">{site.cnpj ? formatCnpj(site.cnpj) : '—'}</Td>
            <Td className="text-right tabular-nums">{site.equipmentCount}</Td>
            <Td>
              <div className="flex flex-col items-end gap-1">
                <Button variant="ghost" size="sm" aria-label={`Editar ${site.name}`} onClick={() => onEdit(site)}>
                  <Pencil className="h-4 w-4" aria-hidden /> Editar
                </Button>
                <Button variant="ghost" size="sm" aria-label={`Excluir ${site.name}`} onClick={() => onDelete(site)}>
                  <Trash2 className="h-4 w-4" aria-hidden /> Excluir
                </Button>
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
