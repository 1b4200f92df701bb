import { formatDateTime, FAILED_NOTICES_TEXTS, TIME_ZONE_NOTE, type Notification } from '@portal/shared';
import { ListScreen, pageParam } from '@/components/list/list-screen';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { useUrlState } from '@/lib/use-url-state';
import { useFailedNotices } from '../api/get-failed-notices';

const { columns } = FAILED_NOTICES_TEXTS;

/**
 * 'Notificações com falha' (issue 42): the e-mails the outbox gave up on (a refused recipient at once, any other
 * failure after its last try), newest first, with the mail server's reason.
 */
export function FailedNoticesScreen() {
  const [params, setParams] = useUrlState({ page: '1' });
  const page = pageParam(params.page);
  const query = useFailedNotices(page);

  return (
    <ListScreen
      title={FAILED_NOTICES_TEXTS.failedTitle}
      counted={['notificação', 'notificações']}
      description={FAILED_NOTICES_TEXTS.failedDescription}
      query={query}
      page={page}
      setParams={setParams}
      loadFailed={FAILED_NOTICES_TEXTS.failedLoadFailed}
      isEmpty={(data) => data.notifications.length === 0}
      empty={{ title: FAILED_NOTICES_TEXTS.failedEmpty }}
      list={(data) => <FailedNoticesTable notices={data.notifications} />}
    />
  );
}

function FailedNoticesTable({ notices }: { notices: Notification[] }) {
  return (
    <>
      <Table aria-label={FAILED_NOTICES_TEXTS.failedTitle}>
        <THead>
          <Tr>
            <Th>{columns.createdAt}</Th>
            <Th>{columns.to}</Th>
            <Th>{columns.subject}</Th>
            <Th>{columns.attempts}</Th>
            <Th>{columns.reason}</Th>
          </Tr>
        </THead>
        <TBody>
          {notices.map((notice) => (
            <Tr key={notice.id}>
              <Td>
                <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
              </Td>
              <Td>{notice.to}</Td>
              <Td className="whitespace-normal">{notice.subject}</Td>
              <Td>{notice.attempts}</Td>
              <Td className="whitespace-normal break-words text-red-700">{notice.reason}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      <p className="mt-2 text-xs text-slate-500">{TIME_ZONE_NOTE}</p>
    </>
  );
}
