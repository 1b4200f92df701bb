import { ChevronDown, FileDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { ANALYTICS_TEXTS, REPORT_MENU, type ReportRequestBody } from '@portal/shared';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notifications/notify';
import { useGenerateReport } from '../api/generate-report';
import { notifyAnalyticsError } from '../lib/notify-error';
import type { AnalyticsRange, AnalyticsScope } from '../lib/scope';

/** Not in the spec's texts: the menu button's label. */
export const REPORTS_LABEL = 'Relatórios';

/** Spec section 2: overview PDF, clients Excel, tags CSV, pages PDF over the range on screen; the file downloads. */
export function ReportsMenu({ scope, range }: { scope: AnalyticsScope; range: AnalyticsRange }) {
  const generate = useGenerateReport(scope);

  function run(entry: (typeof REPORT_MENU)[number]) {
    const body: ReportRequestBody = { type: entry.type, format: entry.format, dateRange: range };
    generate.mutate(body, {
      onSuccess: () => notify.success(ANALYTICS_TEXTS.reportGenerated),
      onError: (error) => notifyAnalyticsError(error, ANALYTICS_TEXTS.reportError),
    });
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" loading={generate.isPending}>
          {!generate.isPending && <FileDown className="h-4 w-4" aria-hidden />}
          {REPORTS_LABEL}
          <ChevronDown className="h-4 w-4" aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {REPORT_MENU.map((entry) => (
            <DropdownMenu.Item
              key={`${entry.type}-${entry.format}`}
              disabled={generate.isPending}
              onSelect={() => run(entry)}
              className="cursor-pointer rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[disabled]:cursor-default data-[highlighted]:bg-slate-100 data-[disabled]:opacity-50"
            >
              {entry.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
