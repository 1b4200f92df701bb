import {
  CLIENTS_WITHOUT_ACTIVE_PAGE_URL,
  dayInTimeZone,
  sortInsights,
  type AnalyticsInsights,
  type Insight,
} from '@portal/shared';
import { addDays } from './range.js';
import type { AnalyticsReadRepository, Scope } from './read-repository.js';

/** A page's last 7 days against the 7 before: a change of at least this share, over at least this many views. */
const TREND_MIN_CHANGE = 0.5;
const TREND_MIN_VIEWS = 10;
/** Tags without an owner this long are worth assigning (admin). */
const UNASSIGNED_DAYS = 30;
const LIST_LIMIT = 20;

const fmt = (n: number) => n.toLocaleString('pt-BR');
const dayBr = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Insights computed from the data (spec section 3 'Insight'), each pointing at the screen that fixes it, sorted by
 * priority then newest first (sortInsights). Admin: everything; a user: their own pages and tags.
 */
export async function buildInsights(
  repository: AnalyticsReadRepository,
  scope: Scope,
  timeZone: string,
  now: Date = new Date(),
): Promise<AnalyticsInsights> {
  const today = dayInTimeZone(now, timeZone);
  const nowIso = now.toISOString();
  const area = scope.kind === 'admin' ? 'admin' : 'user';
  const pageEditUrl = (profileId: string, pageId: string) =>
    scope.kind === 'admin' ? `/admin/product/edit/${profileId}` : `/user/product/edit/${pageId}`;
  const tagEditUrl = (tagId: string) => `/${area}/tags/edit/${tagId}`;

  const [weeks, lost, overdue, withoutPage, unassigned] = await Promise.all([
    repository.pageWeeks(scope, today),
    repository.lostTagsScanned(scope),
    repository.overdueServices(scope, today),
    scope.kind === 'admin' ? repository.clientsWithoutActivePage(LIST_LIMIT) : Promise.resolve([]),
    scope.kind === 'admin'
      ? repository.tagsUnassignedSince(new Date(now.getTime() - UNASSIGNED_DAYS * 86_400_000), LIST_LIMIT)
      : Promise.resolve([]),
  ]);
  const insights: Insight[] = [];

  for (const page of weeks) {
    if (Math.max(page.recent, page.before) < TREND_MIN_VIEWS) continue;
    const change = page.before === 0 ? Infinity : (page.recent - page.before) / page.before;
    if (Math.abs(change) < TREND_MIN_CHANGE) continue;
    const rose = change > 0;
    const percent = Number.isFinite(change) ? `${Math.round(Math.abs(change) * 100)}%` : null;
    insights.push({
      id: `page-${rose ? 'up' : 'down'}-${page.id}-${today}`,
      type: rose ? 'success' : 'warning',
      priority: rose ? 'low' : 'medium',
      title: rose ? `Visitas em alta: ${page.title}` : `Queda de visitas: ${page.title}`,
      description:
        `${fmt(page.recent)} visualizações nos últimos 7 dias contra ${fmt(page.before)} nos 7 anteriores` +
        (percent ? ` (${rose ? '+' : '-'}${percent}).` : '.'),
      createdAt: nowIso,
      actionable: true,
      action: { label: 'Ver página', url: pageEditUrl(page.profileId, page.id) },
    });
  }

  for (const tag of lost) {
    insights.push({
      id: `lost-scanned-${tag.id}`,
      type: 'warning',
      priority: 'high',
      title: `Tag perdida escaneada: ${tag.code}`,
      description: `A tag ${tag.code}, marcada como perdida, foi escaneada ${fmt(tag.scans)} ${tag.scans === 1 ? 'vez' : 'vezes'} desde então.`,
      createdAt: tag.last,
      actionable: true,
      action: { label: 'Ver tag', url: tagEditUrl(tag.id) },
    });
  }

  for (const tag of overdue) {
    const late = addDays(tag.nextService, 30) < today;
    insights.push({
      id: `service-due-${tag.id}`,
      type: 'warning',
      priority: late ? 'high' : 'medium',
      title: `Manutenção vencida: ${tag.code}`,
      description: `A próxima manutenção do equipamento ${tag.code} estava prevista para ${dayBr(tag.nextService)}.`,
      // The missed date is a calendar day (said in the description); the insight's own time is now, like the others'.
      createdAt: nowIso,
      actionable: true,
      action: { label: 'Registrar manutenção', url: tagEditUrl(tag.id) },
    });
  }

  const firstWithout = withoutPage[0];
  if (firstWithout) {
    const total = firstWithout.total;
    const one = total === 1;
    insights.push({
      id: 'clients-without-page',
      type: 'info',
      priority: 'medium',
      title: one ? `Cliente sem página ativa: ${firstWithout.name}` : `${fmt(total)} clientes sem página ativa`,
      description: one
        ? `${firstWithout.name} não tem uma página pública ativa.`
        : `Entre eles: ${withoutPage
            .slice(0, 3)
            .map((c) => c.name)
            .join(', ')}.`,
      createdAt: nowIso,
      actionable: true,
      action:
        one && firstWithout.profileId
          ? { label: 'Editar cliente', url: `/admin/product/edit/${firstWithout.profileId}` }
          : // The clients screen filtered to these accounts, each with its 'Criar página' (or its inactive page).
            { label: 'Ver clientes', url: CLIENTS_WITHOUT_ACTIVE_PAGE_URL },
    });
  }

  const firstUnassigned = unassigned[0];
  if (firstUnassigned) {
    const total = firstUnassigned.total;
    insights.push({
      id: 'tags-unassigned',
      type: 'info',
      priority: 'low',
      title:
        total === 1
          ? `Tag sem dono há mais de ${UNASSIGNED_DAYS} dias: ${firstUnassigned.code}`
          : `${fmt(total)} tags sem dono há mais de ${UNASSIGNED_DAYS} dias`,
      description:
        total === 1
          ? `A tag ${firstUnassigned.code} está sem dono desde ${dayBr(firstUnassigned.since.slice(0, 10))}.`
          : `A mais antiga, ${firstUnassigned.code}, está sem dono desde ${dayBr(firstUnassigned.since.slice(0, 10))}.`,
      createdAt: nowIso,
      actionable: true,
      action:
        total === 1
          ? { label: 'Atribuir tag', url: `/admin/tags/edit/${firstUnassigned.id}` }
          : { label: 'Ver tags', url: '/admin/tags' },
    });
  }

  const sorted = sortInsights(insights);
  return {
    insights: sorted,
    summary: {
      totalInsights: sorted.length,
      highPriority: sorted.filter((i) => i.priority === 'high').length,
      actionableInsights: sorted.filter((i) => i.actionable).length,
    },
  };
}
