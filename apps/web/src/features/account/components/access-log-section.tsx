import { useState } from 'react';
import {
  ACCESS_LOG_SECTION_LABELS,
  formatDateTime,
  PRIVACY_TEXTS,
  ROLE_LABELS,
  TIME_ZONE_NOTE,
  toSessionRole,
  type AccessLogEntry,
} from '@portal/shared';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useAccessLog } from '../api/get-access-log';

const whatOf = (entry: AccessLogEntry) =>
  `${entry.profile.name}: ${entry.sections.map((section) => ACCESS_LOG_SECTION_LABELS[section]).join(', ')}`;

/**
 * 'Quem acessou meus dados' (LGPD art. 37): each time an admin or technician opened the account's private fields,
 * when (Brasília), who, their role and what, newest first.
 */
export function AccessLogSection() {
  const [page, setPage] = useState(1);
  const log = useAccessLog(page);

  let body;
  if (log.isPending) body = <Spinner />;
  else if (log.isError)
    body = (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(log.error, PRIVACY_TEXTS.accessLogLoadFailed)}
      </p>
    );
  else if (log.data.entries.length === 0)
    body = <p className="text-sm text-slate-500">{PRIVACY_TEXTS.accessLogEmpty}</p>;
  else
    body = (
      <>
        <Table aria-labelledby="access-log-title">
          <THead>
            <Tr>
              <Th>Quando</Th>
              <Th>Quem</Th>
              <Th>Papel</Th>
              <Th>O quê</Th>
            </Tr>
          </THead>
          <TBody>
            {log.data.entries.map((entry) => (
              <Tr key={entry.id}>
                <Td>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Td>
                <Td>{entry.actor.name}</Td>
                <Td>{ROLE_LABELS[toSessionRole(entry.actor.role)]}</Td>
                <Td className="whitespace-normal">{whatOf(entry)}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        <p className="mt-2 text-xs text-slate-500">{TIME_ZONE_NOTE}</p>
        <Pagination page={page} totalPages={log.data.pagination.totalPages} onPageChange={setPage} />
      </>
    );

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="access-log-title">
      <h2 id="access-log-title" className="text-base font-semibold text-slate-900">
        {PRIVACY_TEXTS.accessLogTitle}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{PRIVACY_TEXTS.accessLogDescription}</p>
      {body}
    </Card>
  );
}
